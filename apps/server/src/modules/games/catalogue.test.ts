import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { gameImportSchema, type GameList } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { Actor } from '../../platform/audit/service.ts';
import { CATALOGUE_CHECK_MS, createCatalogue } from './catalogue.ts';

// The lobby list is answered from pages remembered per catalogue snapshot and serialised once:
// these check that a remembered page never outlives what it shows.

let t: TestApp;
let actor: Actor;

const reels = Array.from({ length: 5 }, (_, index) =>
  testGame(`reel-${index + 1}`, {
    gameType: 'RNG',
    names: { JA: `リール ${index + 1}`, EN: `Reel ${index + 1}` },
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  ({ actor } = await registerTestVendor(t.services, {
    vassalage: 'REELS',
    displayName: 'Reel House',
    categories: ['RNG'],
    games: reels,
  }));
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const LIST = '/wps/relay/games?vassalage=REELS&pageSize=3&language=EN';

const list = async (app: TestApp = t, url = LIST) => {
  const answer = await send<GameList>(app, { method: 'GET', url });
  expect(answer.status).toBe(200);
  return answer.body.value;
};
const ids = (page: GameList) => page.games.map((game) => game.gameId);

const nodeOf = async (gameId: string) => {
  const snapshot = await t.services.catalogue.snapshot();
  const game = [...snapshot.byNode.values()].find((g) => g.vassalage === 'REELS' && g.gameId === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game.nodeId;
};

/** Moves the date on (timers stay real), as the time between two requests would. */
const later = (ms: number) => {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

describe('the lobby list after a console change', () => {
  it('shows a change at once on the instance that made it: order, flags, games leaving and names', async () => {
    const before = await list();
    expect(await list()).toEqual(before);
    expect(ids(before)).toEqual(['reel-1', 'reel-2', 'reel-3']);

    await t.services.gamesAdmin.updateGame(actor, await nodeOf('reel-1'), { sortOrder: 10 });
    await t.services.gamesAdmin.updateGame(actor, await nodeOf('reel-3'), { isHot: true });
    const reordered = await list();
    expect(ids(reordered)).toEqual(['reel-2', 'reel-3', 'reel-4']);
    expect(reordered.games.map((game) => game.isHot)).toEqual([0, 1, 0]);

    await t.services.gamesAdmin.updateGame(actor, await nodeOf('reel-2'), { enabled: false });
    const fewer = await list();
    expect(ids(fewer)).toEqual(['reel-3', 'reel-4', 'reel-5']);
    expect(fewer).toMatchObject({ total: 4, totalPages: 2 });

    await t.services.gamesAdmin.importGames(
      actor,
      'REELS',
      gameImportSchema.parse({
        games: reels.map((game) =>
          game.gameId === 'reel-3' ? { ...game, names: { JA: 'リール 三', EN: 'Reel Three' } } : game,
        ),
      }),
    );
    expect((await list()).games.find((game) => game.gameId === 'reel-3')?.gameName).toBe('Reel Three');

    await t.services.gamesAdmin.updateVendor(actor, 'REELS', { status: 'DISABLED' });
    expect(await list()).toEqual({ games: [], total: 0, totalPages: 0 });
    await t.services.gamesAdmin.updateVendor(actor, 'REELS', { status: 'ACTIVE' });
    expect((await list()).total).toBe(4);
  });

  it('answers compressed copies that read as the plain answer, before and after a change', async () => {
    const url = '/wps/relay/games?vassalage=REELS&language=EN';
    const unpack = { br: brotliDecompressSync, gzip: gunzipSync };
    const check = async () => {
      const plain = await t.app.inject({ method: 'GET', url });
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(packed.headers).toMatchObject({
          'content-encoding': encoding,
          'content-type': 'application/json; charset=utf-8',
          vary: 'accept-encoding',
        });
        expect(JSON.parse(unpack[encoding](packed.rawPayload).toString())).toEqual(plain.json());
      }
      return plain.json<{ value: GameList }>().value;
    };
    const before = await check();
    const node = await nodeOf(before.games[0]?.gameId ?? '');
    await t.services.gamesAdmin.updateGame(actor, node, { isNew: false });
    const after = await check();
    expect(after.games.find((game) => game.nodeId === node)?.isNew).toBe(0);
    await t.services.gamesAdmin.updateGame(actor, node, { isNew: true });
  });

  it('shows a maintenance window from its start to its end, in the site’s time zone', async () => {
    const node = await nodeOf('reel-4');
    const start = new Date(Date.now() + 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    await t.services.gamesAdmin.updateGame(actor, node, {
      maintenance: { startTime: start.toISOString(), endTime: end.toISOString() },
    });
    const url = '/wps/relay/games?gameName=Reel%204&language=EN';
    const shown = async () => (await list(t, url)).games[0]?.maintenance;

    expect(await shown()).toBeNull();
    later(3_600_000);
    const site = await t.services.system.getSiteSetting();
    expect(await shown()).toEqual({
      startTime: formatTimestamp(start, site.timeZone),
      endTime: formatTimestamp(end, site.timeZone),
    });

    const zone = site.timeZone === 'UTC' ? 'Asia/Tokyo' : 'UTC';
    await t.services.system.setSiteSetting({ ...site, timeZone: zone });
    try {
      expect(await shown()).toEqual({
        startTime: formatTimestamp(start, zone),
        endTime: formatTimestamp(end, zone),
      });
    } finally {
      await t.services.system.setSiteSetting(site);
    }

    later(3_600_000);
    expect(await shown()).toBeNull();
    await t.services.gamesAdmin.updateGame(actor, node, { maintenance: null });
  });

  it('reaches another catalogue on the same database at its next version check', async () => {
    const other = createCatalogue({ db: t.db, system: t.services.system, secrets: t.secrets });
    const page = { pageNum: 1, pageSize: 3 };
    const first = await other.list({ vassalage: 'REELS' }, page, 'EN');
    expect(await other.list({ vassalage: 'REELS' }, page, 'EN')).toBe(first);

    const node = await nodeOf(first.games[0]?.gameId ?? '');
    await t.services.gamesAdmin.updateGame(actor, node, { enabled: false });
    // Within the check interval the other instance still serves what it has.
    expect(await other.list({ vassalage: 'REELS' }, page, 'EN')).toBe(first);

    later(CATALOGUE_CHECK_MS);
    await vi.waitFor(async () => {
      const now = await other.list({ vassalage: 'REELS' }, page, 'EN');
      expect(now.total).toBe(first.total - 1);
      expect(now.games.map((game) => game.nodeId)).not.toContain(node);
    });
    await t.services.gamesAdmin.updateGame(actor, node, { enabled: true });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a second app on the same PostgreSQL database through HTTP',
    async () => {
      const second = await createTestApp({ sharedWith: t });
      try {
        const before = await list(second);
        const node = await nodeOf(before.games[0]?.gameId ?? '');
        await t.services.gamesAdmin.updateGame(actor, node, { sortOrder: 50_000 });
        expect(ids(await list(t))).not.toContain(before.games[0]?.gameId);

        later(CATALOGUE_CHECK_MS);
        await vi.waitFor(async () => {
          expect(ids(await list(second))).toEqual(ids(await list(t)));
        });
      } finally {
        await second.close();
      }
    },
  );
});
