/**
 * The launch of a screenshot script (`apps/web/e2e/*-screenshots.ts`, `apps/console/e2e/*-screenshots.ts`):
 * Chromium, the app on a real port, the output folder under /screenshots (git-ignored), and pages
 * in a viewport with the looks and session stored before their first visit. Each script keeps only
 * what it prepares and shoots.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createTestApp, startTestServer, type TestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './browser.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** A phone, and the two desktop sizes the scripts shoot at. */
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const DESKTOP = { name: 'desktop', width: 1440, height: 900 } as const;
export const SMALL_DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;

/** A theme and a language (`JA`, `EN`). */
export interface Look {
  readonly theme: string;
  readonly language: string;
}

/** The looks most scripts shoot: dark in Japanese, light in English. */
export const LOOKS = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;

/** What a page finds stored on its first visit and every load after: the app's own keys. */
export interface Stored {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/** The member site's look, and the session a login leaves (`token`, `username`, `isAgent`). */
export const webStored = (
  look: Look,
  session?: { token: string; username: string; isAgent: boolean },
): Stored => ({
  local: { theme: look.theme, lang: look.language },
  session:
    session === undefined
      ? {}
      : { token: session.token, username: session.username, isAgent: String(session.isAgent) },
});

/** The console's look, and the staff session a sign-in leaves. */
export const consoleStored = (look: Look, token?: string): Stored => ({
  local: { 'console.theme': look.theme, 'console.lang': look.language },
  session: token === undefined ? {} : { 'console.token': token },
});

/** The app the shots are of, its address and how it stops. */
interface Served<S> {
  server: S;
  url: string;
  close: () => Promise<unknown>;
}

/** The whole product on a real port (`startTestServer`): web app at `/`, console at `/console/`. */
export const onTestServer =
  (options?: Parameters<typeof startTestServer>[0]) => async (): Promise<Served<TestServer>> => {
    const server = await startTestServer(options);
    return { server, url: server.url, close: () => server.close() };
  };

const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/**
 * The test app on a real port, serving the built web app (and the console with `withConsole`), for
 * scripts that prepare their data through its services and database.
 */
export const onTestApp =
  ({ withConsole = false } = {}) =>
  async (): Promise<Served<TestApp>> => {
    const app = await createTestApp({
      webDist: WEB_DIST,
      consoleDist: withConsole ? CONSOLE_DIST : undefined,
    });
    const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
    return { server: app, url, close: () => app.close() };
  };

/** One shot's page, in a context of its own, named `<viewport>-<theme>-<language>`. */
export interface LookShot<V extends Viewport, L extends Look> {
  page: Page;
  context: BrowserContext;
  name: string;
  viewport: V;
  look: L;
  index: number;
}

/**
 * Starts a screenshot script: stops it when there is no Chromium, makes `/screenshots/<dir>` (`''`:
 * /screenshots itself), starts the app and Chromium. `run` takes the shots and closes both, even
 * after a failure.
 */
export const startScreenshots = async <S>(dir: string, serve: () => Promise<Served<S>>) => {
  if (!hasBrowser) {
    process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
    process.exit(1);
  }
  const outDir = fileURLToPath(
    new URL(`../../../../screenshots/${dir === '' ? '' : `${dir}/`}`, import.meta.url),
  );
  mkdirSync(outDir, { recursive: true });
  const served = await serve();
  const browser: Browser = await launchBrowser();

  /** A context at `viewport`'s size (and `options`), with `stored` put in place before every load. */
  const newContext = async (
    viewport: Pick<Viewport, 'width' | 'height'>,
    stored: Stored = {},
    options: BrowserContextOptions = {},
  ) => {
    const context = await browser.newContext({
      baseURL: served.url,
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      ...options,
    });
    await context.addInitScript(({ local = {}, session = {} }) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    }, stored);
    return context;
  };

  return {
    server: served.server,
    url: served.url,
    browser,
    /** The output folder, ending in `/`. */
    outDir,
    newContext,
    /**
     * Every look on every viewport, each a new context with `stored(look)`; `shoot` takes its shots
     * and the context closes after it.
     */
    eachLook: async <V extends Viewport, L extends Look>(
      label: string,
      {
        viewports,
        looks,
        stored,
      }: { viewports: readonly V[]; looks: readonly L[]; stored: (look: L) => Stored },
      shoot: (shot: LookShot<V, L>) => Promise<void>,
    ) => {
      for (const viewport of viewports) {
        for (const [index, look] of looks.entries()) {
          const context = await newContext(viewport, stored(look));
          const page = await context.newPage();
          const name = `${viewport.name}-${look.theme}-${look.language.toLowerCase()}`;
          await shoot({ page, context, name, viewport, look, index });
          await context.close();
          process.stdout.write(`saved ${label} ${name}\n`);
        }
      }
    },
    run: async (shoot: () => Promise<void>) => {
      try {
        await shoot();
      } finally {
        await browser.close();
        await served.close();
      }
      process.stdout.write(`Screenshots in ${outDir}\n`);
    },
  };
};

/**
 * Logs `username` in through the member site's login popup on `page`; answers the session token
 * (for `webStored`, or the page's own calls).
 */
export const logInForToken = async (page: Page, username: string, password: string) => {
  await page.goto('/login');
  const dialog = page.locator('dialog.dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
  const token = String(await (await page.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue());
  await dialog.waitFor({ state: 'hidden' });
  return token;
};

/** Once the page's loading state is gone, and its transitions with it. */
export const settled = async (page: Page) => {
  await page.locator('.page-status').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};
