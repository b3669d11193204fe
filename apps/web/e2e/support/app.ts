import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, FrameLocator, Locator, Page, Response } from 'playwright-core';
import { startTestServer, testGame, type TestServer } from '@platform/server/testing';
import type { VendorGame } from '@platform/contract';
import { launchBrowser } from './browser.ts';

/** The answer of every captcha the test server draws. */
export const TEST_CAPTCHA = 'TEST';

export const DEMO = {
  member: 'demomember',
  agent: 'demoagent',
  password: 'demo1234',
} as const;

const DESKTOP = { width: 1280, height: 800 } as const;

export interface BrowserSuite {
  readonly server: TestServer;
  /** A fresh browser profile (empty storage) on the test server, opened at `path`. */
  openPage(path: string, options?: { language?: 'JA' | 'EN' }): Promise<Page>;
}

/**
 * One test server and one browser per file; every test gets its own browser context. With
 * `houseVendor` the server runs the house game vendor under /house, registered with its games.
 */
export const useBrowserSuite = (
  options: {
    houseVendor?: boolean;
    clock?: NonNullable<Parameters<typeof startTestServer>[0]>['clock'];
  } = {},
): BrowserSuite => {
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
    if (server === undefined || browser === undefined) throw new Error('The browser suite has not started');
    return { server, browser };
  };

  return {
    get server() {
      return ready().server;
    },
    openPage: async (path, options = {}) => {
      const started = ready();
      const context = await started.browser.newContext({ baseURL: started.server.url, viewport: DESKTOP });
      contexts.push(context);
      if (options.language !== undefined) {
        // Only a first visit gets the language, so a choice made in the test survives reloads.
        await context.addInitScript((language) => {
          if (localStorage.getItem('lang') === null) localStorage.setItem('lang', language);
        }, options.language);
      }
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
  };
};

/** A username the registration rules accept (letter first, letters and digits, 4-16). */
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

export const visible = async (locator: Locator) => {
  await locator.waitFor({ state: 'visible' });
  return locator;
};

export const textOf = async (locator: Locator) => (await visible(locator)).innerText();

/**
 * Waits for a house slot's round to finish showing, pressing "Skip" as a player would: a spin that
 * wins free spins plays them one by one, which can take longer than any wait a test should make.
 */
export const slotRoundResult = async (game: FrameLocator) => {
  const skip = game.getByRole('button', { name: 'Skip', exact: true });
  const result = game.getByTestId('round-result');
  await expect
    .poll(
      async () => {
        // The same button turns back into "Spin" the moment the show ends: a click aimed at "Skip"
        // could land on "Spin" and play a second round (CI met one). The label is read and the
        // button pressed in one step of the page, so it is pressed only while it still says "Skip".
        if (await skip.isVisible()) {
          await skip
            .evaluate(
              (button: HTMLElement) => {
                if (button.textContent.trim() === 'Skip') button.click();
              },
              undefined,
              { timeout: 1_000 },
            )
            .catch(() => undefined);
        }
        return textOf(result);
      },
      { timeout: 20_000 },
    )
    .toMatch(/Win|No win/);
  return textOf(result);
};

/** Whether a login answer was a successful first login: its arrival queue ends with the welcome. */
const isFirstLoginAnswer = async (response: Response) => {
  if (new URL(response.url()).pathname !== '/wps/session/login' || !response.ok()) return false;
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: { firstTimeLogin?: boolean; isAgent?: boolean };
  } | null;
  return answer?.success === true && answer.value?.firstTimeLogin === true && answer.value.isAgent !== true;
};

/**
 * Logs in through the header's popup (English texts), answering a captcha if one is asked. A first
 * login's arrival queue (which always holds the welcome) is then closed with its one action, unless
 * `keepsArrival` (the test is about the queue).
 */
export const logInFromHeader = async (
  page: Page,
  username: string,
  password: string,
  { keepsArrival = false }: { keepsArrival?: boolean } = {},
) => {
  const answers: Promise<boolean>[] = [];
  const watchLogin = (response: Response) => answers.push(isFirstLoginAnswer(response));
  page.on('response', watchLogin);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  const accountButton = page.getByRole('banner').getByRole('button', { name: username });
  await visible(accountButton.or(captcha));
  if (await captcha.isVisible()) {
    await visible(dialog.getByRole('img', { name: /captcha/i }));
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await captcha.fill(TEST_CAPTCHA);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(accountButton);
  }
  await dialog.waitFor({ state: 'hidden' });
  page.off('response', watchLogin);
  const isFirstLogin = (await Promise.all(answers)).includes(true);
  if (isFirstLogin && !keepsArrival) {
    const arrival = await visible(page.getByRole('dialog'));
    await arrival.getByRole('button', { name: 'Close', exact: true }).click();
    await arrival.waitFor({ state: 'detached' });
  }
};

export const expectPath = async (page: Page, pathname: string) => {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
};

export const MEMBER_PASSWORD = 'secret123';

/**
 * A new member with `funds` in the main wallet, logged in on a fresh page (English texts) opened at
 * `path`: a page a visitor may open (a member's page sends a visitor to the login popup, which would
 * race the header's button); go to a member's page after.
 */
export const logInNewMember = async (
  suite: BrowserSuite,
  options: { prefix: string; funds?: string; path?: string },
) => {
  const username = uniqueUsername(options.prefix);
  await suite.server.createMember({ username, password: MEMBER_PASSWORD });
  if (options.funds !== undefined) await suite.server.fundMember(username, options.funds);
  const page = await suite.openPage(options.path ?? '/', { language: 'EN' });
  await logInFromHeader(page, username, MEMBER_PASSWORD);
  return { page, username };
};

/** The header's balance as a person reads it ("¥ 1,000.00" → "1,000.00"). */
export const headerBalance = async (page: Page) =>
  (await textOf(page.getByRole('banner').getByRole('group', { name: 'Balance' }))).replace(/[^\d.,-]/g, '');

/**
 * Calls the gateway as the logged-in member, for setting up a test's data (the test then reads the
 * result on screen): the session token from the page, the envelope's `value` back.
 */
export const callAsMember = async (
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<unknown> => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (token === null) throw new Error('The page holds no session');
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: token, Language: 'EN' },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${method} ${path} failed: ${JSON.stringify(body)}`);
  return body.value;
};

/** Sets the payment password and binds one bank account through the API. */
export const prepareWithdrawals = async (page: Page, paymentPassword = '246810') => {
  await callAsMember(page, 'PUT', '/wps/member/payment-password', {
    newPassword: paymentPassword,
    confirmPassword: paymentPassword,
  });
  const account = (await callAsMember(page, 'POST', '/wps/member/bank-accounts', {
    bankName: 'E2E Bank',
    accountName: 'Hanako Test',
    accountNumber: '1112223334',
  })) as { id: number };
  return { paymentPassword, bankAccountId: account.id };
};

/** A vendor game named the same in both languages, with the site's favicon as its icon. */
export const namedGame = (
  gameId: string,
  name: string,
  fields: Partial<VendorGame> & Pick<VendorGame, 'gameType'>,
): VendorGame =>
  testGame(gameId, { gameCode: gameId.toUpperCase(), names: { JA: name, EN: name }, ...fields });

/** A game tile, found by the game's name as a person reads it. */
export const gameTile = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
