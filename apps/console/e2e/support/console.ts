import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '@platform/server/testing';
import { launchBrowser } from './browser.ts';

/** The demo administrator the test server seeds; it enrols its authenticator at first sign-in. */
export const DEMO_ADMIN = { username: 'demoadmin', password: 'demo1234' } as const;

/** The answer of every captcha the test server draws. */
export const TEST_CAPTCHA = 'TEST';

export const DESKTOP = { width: 1440, height: 900 } as const;

const TOTP_STEP_MS = 30_000;

export interface ConsoleSuite {
  readonly server: TestServer;
  /** A fresh browser profile on the test server, with the console in `language` (English by default). */
  openContext(options?: { language?: 'JA' | 'EN' | null }): Promise<BrowserContext>;
  /** `openContext` and a page at `path`. */
  openPage(path: string, options?: { language?: 'JA' | 'EN' | null }): Promise<Page>;
}

/** One test server (with `options`, e.g. a clock the test moves) and one browser per file; every context is closed after its test. */
export const useConsoleSuite = (options?: Parameters<typeof startTestServer>[0]): ConsoleSuite => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer(options);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const ready = () => {
    if (server === undefined || browser === undefined) throw new Error('The console suite has not started');
    return { server, browser };
  };

  const openContext: ConsoleSuite['openContext'] = async ({ language = 'EN' } = {}) => {
    const started = ready();
    const context = await started.browser.newContext({ baseURL: started.server.url, viewport: DESKTOP });
    contexts.push(context);
    if (language !== null) {
      // Both apps keep their own choice: `console.lang` for the console, `lang` for the member site.
      await context.addInitScript((chosen) => {
        if (localStorage.getItem('console.lang') === null) localStorage.setItem('console.lang', chosen);
        if (localStorage.getItem('lang') === null) localStorage.setItem('lang', chosen);
      }, language);
    }
    return context;
  };

  return {
    get server() {
      return ready().server;
    },
    openContext,
    openPage: async (path, options) => {
      const page = await (await openContext(options)).newPage();
      await page.goto(path);
      return page;
    },
  };
};

export const visible = async (locator: Locator) => {
  await locator.waitFor({ state: 'visible' });
  return locator;
};

export const textOf = async (locator: Locator) => (await visible(locator)).innerText();

export const expectPath = async (page: Page, pathname: string) => {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
};

/** The current code for `secret`, as an authenticator app would show it. */
export const totpCode = (secret: string) => generate({ secret });

/**
 * The gateway refuses a code from a 30-second step this staff member already used: wait for the
 * next step before signing the same person in again.
 */
export const waitForNextTotpStep = async () => {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  await new Promise((resolve) => setTimeout(resolve, left + 1_000));
};

/** The password step of the console's login page (English texts). */
export const enterPassword = async (page: Page, username: string, password: string) => {
  await (await visible(page.getByLabel('Username', { exact: true }))).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
};

/**
 * First sign-in: password, then the enrolment screen. The key is read from the screen as a
 * person would type it into an authenticator app. Answers the key, for later sign-ins.
 */
export const signInWithEnrolment = async (page: Page, username: string, password: string) => {
  await enterPassword(page, username, password);
  await visible(page.getByRole('heading', { name: 'Set up two-factor authentication' }));
  const secret = (await textOf(page.getByLabel('Key for manual entry'))).replace(/\s/g, '');
  await page.getByLabel('Authenticator code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return secret;
};

export const expectDashboard = async (page: Page) => {
  await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
};

/** The side navigation's link texts. */
export const navLinks = async (page: Page) =>
  (await visible(page.getByRole('navigation', { name: 'Console' })))
    .getByRole('link')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

/** The session token the console keeps for this tab. */
export const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('console.token'));

/** A console API call with a staff token, for test setup and for checking answers. */
export const consoleApi = async (
  server: Pick<TestServer, 'url'>,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => {
  const headers: Record<string, string> = { Language: 'EN' };
  if (token !== null) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/console-api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { success: boolean; errorCode?: string; value?: unknown };
  return { status: response.status, payload };
};

/** Switches every module of the white-label tree on (the screenshot scripts show every area). */
export const enableEveryModule = async (server: TestServer, token: string) => {
  const modules = await consoleApi(server, token, 'GET', '/settings/whitelabel');
  const tree = JSON.stringify(modules.payload.value).replace(/"enabled":false/g, '"enabled":true');
  await consoleApi(server, token, 'PUT', '/settings/whitelabel', JSON.parse(tree));
};

/** Signs a staff member in through the API (first sign-in: the enrolment answer carries the key). */
export const signInThroughApi = async (
  server: Pick<TestServer, 'url'>,
  username: string,
  password: string,
) => {
  const step = await consoleApi(server, null, 'POST', '/auth/login', { username, password });
  const value = step.payload.value as { stage: string; challenge: string; secret?: string };
  if (value.secret === undefined) throw new Error(`${username} has already enrolled an authenticator`);
  const session = await consoleApi(server, null, 'POST', '/auth/totp', {
    challenge: value.challenge,
    code: await totpCode(value.secret),
  });
  return (session.payload.value as { token: string }).token;
};

/**
 * The member site's login popup (English texts). Answers the gateway's errorCode for the last
 * attempt (null on success); a captcha, when the gateway asks for one, is answered once.
 */
export const memberLogIn = async (page: Page, username: string, password: string) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  const attempt = async () => {
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    if (await captcha.isVisible()) {
      await visible(dialog.getByRole('img', { name: /captcha/i }));
      await captcha.fill(TEST_CAPTCHA);
    }
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wps/session/login'),
      dialog.getByRole('button', { name: 'Log in', exact: true }).click(),
    ]);
    const payload = (await response.json()) as { success: boolean; errorCode?: string };
    return payload.success ? null : (payload.errorCode ?? 'unknown');
  };
  let errorCode = await attempt();
  if (errorCode === 'captcha_required') {
    await visible(captcha);
    errorCode = await attempt();
  }
  return { dialog, errorCode };
};

/** The rewards group's links in the console nav, in order: every role with `rewards.read` sees them. */
export const REWARDS_PAGES = [
  'Promotions',
  'Applications',
  'Missions',
  'Tickets',
  'Points mall',
  'Reward centre tasks',
  'Rebate',
  'VIP ranks',
  'Invite friends',
  'Member rewards',
  'Bonus turnover',
  'Reward cost',
  'Points rates',
] as const;

/** The lottery group's links in the console nav, in order: every role with `lottery.read` sees them. */
export const LOTTERY_PAGES = ['Draws', 'Odds & limits', 'Liability', 'Report'] as const;
