import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import type { WhitelabelNode } from '@platform/contract';
import { hasBrowser, launchPersistentContext } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import {
  callAsMember,
  expectPath,
  gameTile,
  logInNewMember,
  slotRoundResult,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** The page's own view of the site name, from the boot data the gateway wrote into it. */
const siteNameOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}') as {
          config: { siteName: string };
        }
      ).config.siteName,
  );

/** Whether the element lies wholly inside the page's viewport (a frame's element in page coordinates). */
const isOnScreen = async (page: Page, locator: Locator) => {
  const box = await (await visible(locator)).boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
  );
};

/**
 * The scroll state of the page and of the game's frame: how far each is scrolled, and how far a
 * person could scroll it (none when its overflow is hidden).
 */
const scrollState = (page: Page, frame: Frame) =>
  Promise.all(
    [page.mainFrame(), frame].map((target) =>
      target.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        const scrolls = getComputedStyle(scroller).overflowY !== 'hidden';
        return { top: scroller.scrollTop, room: scrolls ? scroller.scrollHeight - scroller.clientHeight : 0 };
      }),
    ),
  );

const houseFrame = async (page: Page) => {
  await visible(page.frameLocator('iframe.game-page__frame').getByTestId('balance'));
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (frame === undefined) throw new Error('no game frame');
  return frame;
};

describe.skipIf(!hasBrowser)('the installable web app and the house games on a phone', () => {
  const suite = useBrowserSuite({ houseVendor: true });
  const consoleApi = createConsoleApi(() => suite.server.url);
  const profiles: { context: BrowserContext; directory: string }[] = [];

  afterEach(async () => {
    for (const { context, directory } of profiles.splice(0)) {
      await context.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  /** A page in a browser profile on disk: Chromium neither offers nor checks installs in an incognito one. */
  const openInstallablePage = async (pathname: string, language: 'JA' | 'EN') => {
    const directory = mkdtempSync(path.join(tmpdir(), 'install-'));
    const context = await launchPersistentContext(directory, {
      baseURL: suite.server.url,
      viewport: { width: 1280, height: 800 },
    });
    profiles.push({ context, directory });
    await context.addInitScript((lang) => {
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', lang);
    }, language);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(pathname);
    return page;
  };

  it('is installable: the manifest names the site, the worker controls the page, Chromium finds no installability error, and API answers never come from the worker', async () => {
    const page = await openInstallablePage('/download', 'EN');
    const siteName = await siteNameOf(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest.name).toBe(siteName);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null || undefined, undefined, {
      timeout: 15_000,
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The worker keeps the offline page and its icon, nothing else.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const entries = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return entries.flat().map((request) => new URL(request.url).pathname);
    });
    expect(cached.sort()).toEqual(['/icons/icon-192.png', '/offline.html']);

    await page.context().setOffline(true);
    // Offline, an API call fails as it would without the worker (no stored answer or balance) ...
    const apiCall = await page.evaluate(() =>
      fetch('/wps/system/systemStatus').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiCall).toBe('failed');
    // ... and a page of the site shows the offline page.
    await page.goto('/rng');
    await visible(page.getByRole('heading', { name: 'You are offline' }));
    await page.context().setOffline(false);
    await page.getByRole('link', { name: '再読み込み / Try again' }).click();
    await expectPath(page, '/');
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
  });

  it('offers the install on the download page, with the QR code that opens it on a phone', async () => {
    const page = await openInstallablePage('/download', 'EN');
    const webApp = await visible(page.getByRole('article', { name: 'Web app' }));
    await visible(webApp.getByRole('img', { name: 'QR code that opens this page on your phone' }));
    // Chromium offers the install once the manifest and worker pass its check; the button then asks it.
    await visible(webApp.getByRole('button', { name: 'Install the app' }));
    await visible(page.getByRole('article', { name: 'iOS lite' }).getByText('Choose "Add to Home Screen".'));

    const japanese = await openInstallablePage('/download', 'JA');
    const jaWebApp = await visible(japanese.getByRole('article', { name: 'Webアプリ' }));
    await visible(jaWebApp.getByRole('img', { name: 'スマートフォンでこのページを開くQRコード' }));
    await visible(jaWebApp.getByRole('button', { name: 'アプリをインストール' }));
  });

  it('spins a slot on a phone with the reels and the spin button on screen and nothing scrolling, upright and sideways', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'phone', funds: '50.00', path: '/rng' });
    await page.setViewportSize(PORTRAIT);
    await gameTile(page, 'Sakura Garden').getByRole('button', { name: 'Play Sakura Garden' }).click();
    await expectPath(page, '/seamless');
    const frame = await houseFrame(page);
    const game = page.frameLocator('iframe.game-page__frame');
    const reels = game.locator('.slot-grid');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });

    let spins = 0;
    for (const viewport of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => isOnScreen(page, reels)).toBe(true);
      expect(await isOnScreen(page, spin)).toBe(true);
      const before = await scrollState(page, frame);
      // Neither the page nor the game's own page can scroll at all.
      expect(before).toEqual([
        { top: 0, room: 0 },
        { top: 0, room: 0 },
      ]);
      await spin.click();
      spins += 1;
      await slotRoundResult(game);
      expect(await scrollState(page, frame)).toEqual(before);
      expect(await isOnScreen(page, reels)).toBe(true);
      expect(await isOnScreen(page, spin)).toBe(true);
      await visible(game.getByRole('button', { name: 'Spin', exact: true }));
    }
    expect(spins).toBe(2);
  });

  it('fits dice, mines and baccarat on a phone, upright and sideways, with their play button on screen', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'fits', funds: '10.00', path: '/rng' });
    const { games } = (await callAsMember(page, 'GET', '/wps/relay/games?vassalage=HOUSE&pageSize=100')) as {
      games: { nodeId: number; gameId: string }[];
    };
    const checks = [
      {
        gameId: 'dice',
        board: (game: ReturnType<Page['frameLocator']>) => game.locator('.dice-bar'),
        play: 'Roll',
      },
      {
        gameId: 'mines',
        board: (game: ReturnType<Page['frameLocator']>) => game.getByTestId('cell-24'),
        play: 'Start',
      },
      {
        gameId: 'baccarat',
        board: (game: ReturnType<Page['frameLocator']>) =>
          game.getByRole('button', { name: /^Bet on Player/ }),
        play: 'Deal',
      },
    ];
    for (const { gameId, board, play } of checks) {
      const { nodeId } = games.find((candidate) => candidate.gameId === gameId) ?? {};
      await page.setViewportSize(PORTRAIT);
      await page.goto(`/seamless?nodeId=${nodeId}&gameId=${gameId}&vassalage=HOUSE`);
      const frame = await houseFrame(page);
      const game = page.frameLocator('iframe.game-page__frame');
      for (const viewport of [PORTRAIT, LANDSCAPE]) {
        await page.setViewportSize(viewport);
        await expect.poll(() => isOnScreen(page, board(game)), { message: `${gameId} board` }).toBe(true);
        expect(
          await isOnScreen(page, game.getByRole('button', { name: play, exact: true })),
          `${gameId} ${play}`,
        ).toBe(true);
        expect((await scrollState(page, frame)).map(({ room }) => room)).toEqual([0, 0]);
      }
    }
  }, 120_000);

  it('fits the header of a member with a VIP rank and of a visitor into a 390-pixel phone, in Japanese and English, on every page', async () => {
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const withVip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.enabled || node.modId === 'VIP',
        childrenNodes: withVip(node.childrenNodes),
      }));
    await consoleApi.request('PUT', '/settings/whitelabel', withVip(tree));
    const { page } = await logInNewMember(suite, { prefix: 'narrow', funds: '12345.67' });
    const header = page.getByRole('banner');
    // On a desktop the header shows the rank; a phone's header has no room for it.
    expect(await textOf(header.getByTestId('vip-label'))).toBe('VIP 0');
    await page.setViewportSize(PORTRAIT);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    for (const [language, balance] of [
      ['EN', 'Balance'],
      ['JA', '残高'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      for (const pathname of ['/', '/member/vip', '/rng']) {
        await page.goto(pathname);
        await visible(header.getByRole('group', { name: balance }).getByText('12,345.67'));
        await visible(header.locator('.notice-bell__trigger'));
        await visible(page.locator('main h1, main h2').first());
        expect(await pageWidth(), `${pathname} in ${language}`).toBeLessThanOrEqual(PORTRAIT.width);
      }
      // The rank the header leaves out is the member menu's first item.
      await header.locator('.member-menu__trigger').click();
      await visible(page.getByRole('menu').getByRole('menuitem').first().getByText('VIP 0'));
      await page.keyboard.press('Escape');
    }

    const visitor = await suite.openPage('/', { language: 'EN' });
    await visitor.setViewportSize(PORTRAIT);
    for (const language of ['EN', 'JA'] as const) {
      await visitor.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await visitor.reload();
      await visible(
        visitor.getByRole('banner').getByRole('button', { name: language === 'EN' ? 'Log in' : 'ログイン' }),
      );
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PORTRAIT.width,
      );
    }
  });
});
