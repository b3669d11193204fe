import { beforeAll, describe, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { CHUNK_TIMEOUT_MS } from '../src/app/load-failure.ts';
import { hasBrowser } from './support/browser.ts';
import { namedGame, useBrowserSuite, visible } from './support/app.ts';

/** The download page's own script chunk, and the stylesheet of its feature (`site`). */
const DOWNLOAD_SCRIPT = /\/assets\/download-[\w-]+\.js$/;
const SITE_STYLES = /\/assets\/site-[\w-]+\.css$/;
/** Every call to the gateway: none gets through without network (the page's chunks are at hand). */
const isGatewayCall = (url: URL) => /^\/(wps|lgw)\//.test(url.pathname);

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const networkAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Network link abnormal. Please check your connection.' });

describe.skipIf(!hasBrowser)('loading failures (spec sections 8 and 9)', () => {
  const suite = useBrowserSuite();

  beforeAll(async () => {
    await suite.server.addVendor({
      vassalage: 'LOADSLOT',
      displayName: 'Lantern Slots',
      categories: ['RNG'],
      games: [namedGame('load-lantern', 'Lucky Lantern', { gameType: 'RNG' })],
    });
    await suite.server.addVendor({
      vassalage: 'LOADLIVE',
      displayName: 'Lobby Live',
      categories: ['LIVE'],
      games: [namedGame('load-roulette', 'Midnight Roulette', { gameType: 'LIVE' })],
    });
    await suite.server.addVendor({
      vassalage: 'LOADFISH',
      displayName: 'Harbour Fishing',
      categories: ['FISH'],
      games: [namedGame('load-catch', 'Harbour Catch', { gameType: 'FISH' })],
    });
  });

  it('shows the chunk-load message inside the layout for a page whose script does not arrive; its reload loads the page', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await page.route(DOWNLOAD_SCRIPT, (route) => route.abort('internetdisconnected'));
    await sideMenu(page).getByRole('link', { name: 'App download' }).click();

    await visible(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }));
    await visible(page.getByText('Part of the page did not arrive', { exact: false }));
    // The layout stays: the member can go elsewhere.
    await visible(page.getByRole('banner').getByRole('button', { name: 'Log in' }));

    await page.unroute(DOWNLOAD_SCRIPT);
    await page.getByRole('main').getByRole('button', { name: 'Reload' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'App download' }));
  });

  it('shows the style-load message for a page whose stylesheet does not arrive; its reload loads the page', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await page.route(SITE_STYLES, (route) => route.abort('internetdisconnected'));
    await sideMenu(page).getByRole('link', { name: 'App download' }).click();

    await visible(page.getByRole('heading', { level: 1, name: "The page's design could not be loaded" }));

    await page.unroute(SITE_STYLES);
    await page.getByRole('main').getByRole('button', { name: 'Reload' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'App download' }));
  });

  it('shows the page-slow message once a page has loaded for 120 seconds; its retry shows the page once it arrives', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await page.clock.install();
    const held: Route[] = [];
    const asked = new Promise<void>((resolve) => {
      void page.route(DOWNLOAD_SCRIPT, (route) => {
        held.push(route);
        resolve();
      });
    });
    await sideMenu(page).getByRole('link', { name: 'App download' }).click();
    await asked;
    await visible(page.getByRole('progressbar', { name: 'Loading…' }));

    await page.clock.fastForward(CHUNK_TIMEOUT_MS);
    await visible(page.getByRole('heading', { level: 1, name: 'This page is taking too long to load' }));

    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(DOWNLOAD_SCRIPT);
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'App download' }));
  });

  it('shows the network-abnormal message when calls fail for lack of network; the list’s retry loads it once the network is back', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    // The menu's game types come from a call: the network goes once they are in.
    const slots = await visible(sideMenu(page).getByRole('link', { name: 'Slots' }));
    await page.route(isGatewayCall, (route) => route.abort('internetdisconnected'));
    await slots.click();

    await visible(networkAlert(page));
    const failed = await visible(
      page.getByRole('alert').filter({ hasText: 'The games could not be loaded.' }),
    );

    await page.unroute(isGatewayCall);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByRole('list', { name: 'Slots' }));
    await networkAlert(page).waitFor({ state: 'hidden' });
  });

  it('shows the network-abnormal message while the browser is offline; a list asked for meanwhile loads once it is back', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const menu = sideMenu(page);
    // The list page's chunk loads while online; its lists come from calls.
    await menu.getByRole('link', { name: 'Slots' }).click();
    await visible(page.getByRole('list', { name: 'Slots' }));
    await menu.getByRole('link', { name: 'Home' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Casino' }));

    await page.context().setOffline(true);
    await visible(networkAlert(page));
    // Another list centre of the same chunk (the live casino has a chunk of its own, its lobby).
    await menu.getByRole('link', { name: 'Fishing' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Fishing' }));
    await visible(page.getByText('Loading games…'));

    await page.context().setOffline(false);
    await networkAlert(page).waitFor({ state: 'hidden' });
    await visible(
      page.getByRole('list', { name: 'Fishing' }).getByRole('article', { name: 'Harbour Catch' }),
    );
  });
});
