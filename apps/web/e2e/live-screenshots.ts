/**
 * Captures the live lobby (`/live`: the tables with their state and road, the hosts, the live games)
 * on a phone and a desktop, dark and light, in Japanese and English, into /screenshots/live
 * (git-ignored). The house tables' roads are hands really dealt there in free play; an outside
 * vendor publishes two more tables; the hosts are the demo seed's. Run after `npm run build`:
 * `npx tsx apps/web/e2e/live-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  createTestApp,
  openTrialSession,
  registerTestVendor,
  seedDemoHosts,
  testGame,
} from '@platform/server/testing';
import { DESKTOP, PHONE, startScreenshots, webStored, type TestApp } from './support/screenshots.ts';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const LOOKS = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
  { theme: 'light', language: 'JA' },
  { theme: 'dark', language: 'EN' },
] as const;

/** An outside vendor's published tables, in the protocol's shape. */
const OUTSIDE_ROOMS = {
  rooms: [
    {
      roomId: 'SB1',
      gameCode: 'speed-baccarat',
      names: { JA: 'スピードバカラ A', EN: 'Speed Baccarat A' },
      status: 'DEALING',
      players: 148,
      minBet: '5',
      maxBet: '25000',
      road: Array.from({ length: 46 }, (_unused, index) => ({
        winner: index % 7 === 3 ? 'TIE' : index % 3 === 0 ? 'PLAYER' : 'BANKER',
        playerPair: index % 11 === 4,
        bankerPair: index % 13 === 6,
      })),
    },
    {
      roomId: 'SB2',
      gameCode: 'speed-baccarat',
      names: { JA: 'スピードバカラ B', EN: 'Speed Baccarat B' },
      status: 'SHUFFLING',
      players: 63,
      minBet: '5',
      maxBet: '25000',
    },
  ],
};

const serve = async () => {
  const app: TestApp = await createTestApp({
    webDist: WEB_DIST,
    houseVendor: true,
    beforeReady: (fastify) => {
      fastify.get('/shot-vendor/rooms', () => OUTSIDE_ROOMS);
    },
  });
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { server: app, url, close: () => app.close() };
};

const shots = await startScreenshots('live', serve);
const { server: app, outDir } = shots;

/** Hands dealt at a house table in free play, as a player deals them on the game page. */
const dealHands = async (player: string, gameId: string, hands: number) => {
  const token = await openTrialSession(app.services, app.db, player);
  const game = (await app.services.catalogue.snapshot()).byCode.get(`HOUSE\n${gameId}`);
  if (!game) throw new Error(`no house table ${gameId}`);
  const launch = await app.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=HOUSE&accountType=0`,
    headers: { authorization: token },
  });
  const launchUrl = new URL(launch.json<{ value: { url: string } }>().value.url, 'http://shots.invalid');
  const session = await app.app.inject({
    method: 'POST',
    url: '/house/api/sessions',
    payload: { token: launchUrl.searchParams.get('token') },
  });
  const sessionToken = session.json<{ value: { sessionToken: string } }>().value.sessionToken;
  for (let hand = 0; hand < hands; hand += 1) {
    await app.app.inject({
      method: 'POST',
      url: '/house/api/rounds',
      headers: { authorization: `Bearer ${sessionToken}` },
      payload: {
        kind: 'BACCARAT',
        requestId: randomUUID(),
        bets: { banker: gameId === 'baccarat' ? '2.00' : '10.00' },
      },
    });
  }
};

await shots.run(async () => {
  await seedDemoHosts(app.services);
  await registerTestVendor(app.services, {
    vassalage: 'SHOTLIVE',
    displayName: 'Royal Live',
    categories: ['LIVE'],
    roomsUrl: '/shot-vendor/rooms',
    games: [
      testGame('speed-baccarat', {
        gameType: 'LIVE',
        names: { JA: 'スピードバカラ', EN: 'Speed Baccarat' },
        iconUrl: '/house/icons/baccarat.svg',
        lagerIcon: '/house/icons/baccarat-wide.svg',
      }),
    ],
  });
  await dealHands('shotplayer1', 'baccarat', 24);
  await dealHands('shotplayer2', 'baccarat', 19);
  await dealHands('shotplayer3', 'baccarat', 9);
  await dealHands('shotplayer4', 'baccarat-high', 17);

  await shots.eachLook(
    'live',
    { viewports: [PHONE, DESKTOP], looks: LOOKS, stored: webStored },
    async ({ page, name }) => {
      await page.goto('/live');
      await page.locator('.live-room').first().waitFor();
      await page.locator('.live-host').first().waitFor();
      await page.locator('.game-tile').first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${outDir}live-${name}.png` });
      await page.screenshot({ path: `${outDir}live-${name}-full.png`, fullPage: true });
    },
  );
});
