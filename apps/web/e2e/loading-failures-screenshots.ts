/**
 * Captures the loading failures (spec sections 8 and 9) on a phone and a desktop, dark (Japanese)
 * and light (English), into /screenshots/loading-failures (git-ignored): the download page whose
 * script chunk does not arrive (chunk-load message), whose stylesheet does not arrive (style-load
 * message), whose chunk is still loading after the 120 s time-out (page-slow message, the page's
 * clock moved on), and the slots list opened while the gateway's calls fail for lack of network (the
 * network-abnormal message over the page, the list's own failure under it). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/loading-failures-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { CHUNK_TIMEOUT_MS } from '../src/app/load-failure.ts';
import { namedGame } from './support/app.ts';
import { DESKTOP, LOOKS, onTestServer, PHONE, startScreenshots, webStored } from './support/screenshots.ts';

const DOWNLOAD_SCRIPT = /\/assets\/download-[\w-]+\.js$/;
const SITE_STYLES = /\/assets\/site-[\w-]+\.css$/;
const isGatewayCall = (url: URL) => /^\/(wps|lgw)\//.test(url.pathname);

const shots = await startScreenshots('loading-failures', onTestServer());
const { outDir } = shots;

/** The page once its failure shows and its entrance is over. */
const shoot = async (page: Page, shot: string, name: string) => {
  await page.locator('.status-page, .network-alert').first().waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${outDir}${shot}-${name}.png` });
};

await shots.run(async () => {
  await shots.server.addVendor({
    vassalage: 'SHOTSLOT',
    displayName: 'Lantern Slots',
    categories: ['RNG'],
    games: [namedGame('shot-lantern', 'Lucky Lantern', { gameType: 'RNG' })],
  });
  await shots.eachLook(
    'loading failures',
    { viewports: [PHONE, DESKTOP], looks: LOOKS, stored: (look) => webStored(look) },
    async ({ page, name }) => {
      await page.route(DOWNLOAD_SCRIPT, (route) => route.abort('internetdisconnected'));
      await page.goto('/download');
      await shoot(page, 'chunk', name);
      await page.unroute(DOWNLOAD_SCRIPT);

      await page.route(SITE_STYLES, (route) => route.abort('internetdisconnected'));
      await page.goto('/download');
      await shoot(page, 'style', name);
      await page.unroute(SITE_STYLES);

      await page.clock.install();
      const asked = new Promise<void>((resolve) => {
        void page.route(DOWNLOAD_SCRIPT, () => resolve());
      });
      await page.goto('/download');
      await asked;
      await page.clock.fastForward(CHUNK_TIMEOUT_MS);
      await shoot(page, 'slow', name);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await page.goto('/');
      const slots = page.locator('a[href="/rng"]:visible').first();
      await slots.waitFor();
      await page.route(isGatewayCall, (route) => route.abort('internetdisconnected'));
      await slots.click();
      await page.locator('.game-list-centre [role="alert"], .page-status[role="alert"]').first().waitFor();
      await shoot(page, 'network', name);
    },
  );
});
