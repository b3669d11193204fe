/**
 * Captures the lottery lobby (`/lottery`: fast draws with their last results and countdowns, a
 * region's provinces, favourites) and a game opened directly, on a phone and a desktop, dark and
 * light, in Japanese and English, into /screenshots/lottery (git-ignored). The draws are the house
 * vendor's own (its first fast draw is waited for, so a result shows). Run after `npm run build`:
 * `npx tsx apps/web/e2e/lottery-screenshots.ts`.
 *
 * While the house does not publish its lottery games in its catalogue, a stand-in vendor lists them
 * and reads the house's draws feed, so the lobby shows the house's real draws.
 */
import { fileURLToPath } from 'node:url';
import { LOTTERY_GAMES } from '@platform/house-vendor/engine/lottery/games';
import { createTestApp, createTestMember, registerTestVendor, testGame } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  PHONE,
  settled,
  startScreenshots,
  webStored,
  type TestApp,
} from './support/screenshots.ts';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const LOOKS = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
  { theme: 'light', language: 'JA' },
  { theme: 'dark', language: 'EN' },
] as const;
const MEMBER = { username: 'shotlotto', password: 'secret123' };

const serve = async () => {
  const app: TestApp = await createTestApp({ webDist: WEB_DIST, houseVendor: true });
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { server: app, url, close: () => app.close() };
};

const shots = await startScreenshots('lottery', serve);
const { server: app, outDir } = shots;

const publishesLottery = async () =>
  (await app.services.catalogue.snapshot()).lobby.some(
    (game) => game.vassalage === 'HOUSE' && (game.gameType === 'LOTT' || game.gameType === 'ELOTT'),
  );

/** Waits until the house has drawn a fast draw (one a minute), so the lobby shows a result. */
const firstResult = async () => {
  for (let attempt = 0; attempt < 90; attempt += 1) {
    const feed = await app.app.inject({ method: 'GET', url: '/house/api/lottery/latest' });
    const games = feed.json<{ value: { games: { gameCode: string; last: unknown }[] } }>().value.games;
    if (games.some((game) => game.gameCode === 'lotto-5d-1' && game.last !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('the house drew no fast draw in three minutes');
};

await shots.run(async () => {
  if (!(await publishesLottery())) {
    process.stdout.write(
      'the house publishes no lottery games yet: a stand-in vendor lists them over its feed\n',
    );
    await registerTestVendor(app.services, {
      vassalage: 'HOUSELOTTO',
      displayName: 'House Games',
      categories: ['LOTT', 'ELOTT'],
      lotteryUrl: '/house/api/lottery',
      games: LOTTERY_GAMES.map((game) =>
        testGame(game.gameId, {
          gameType: game.kind === 'FAST' ? 'ELOTT' : 'LOTT',
          names: game.names,
          iconUrl: `/house/icons/${game.gameId}.svg`,
        }),
      ),
    });
  }
  await createTestMember(app.services, MEMBER);
  await firstResult();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  const session = { token, username: MEMBER.username, isAgent: false };

  await shots.eachLook(
    'lottery',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => ({
        ...webStored(look, session),
        local: {
          ...webStored(look, session).local,
          [`lotteryFavourites:${MEMBER.username}`]: JSON.stringify(['HOUSE:vn-mb', 'HOUSELOTTO:vn-mb']),
        },
      }),
    },
    async ({ page, name }) => {
      await page.goto('/lottery');
      await page.locator('.lottery-card').first().waitFor();
      await page.locator('.lottery-card__ball').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}lottery-fast-${name}.png` });
      await page.screenshot({ path: `${outDir}lottery-fast-${name}-full.png`, fullPage: true });
      await page.locator('.lottery-tabs__tab').nth(3).click();
      await page.locator('.lottery-card').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}lottery-region-${name}-full.png`, fullPage: true });
      await page.locator('#lottery-tab-FAVOURITES').click();
      await page.locator('.lottery-card').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}lottery-favourites-${name}.png` });
    },
  );
});
