import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHouseVendor, type HouseVendor, type PlatformTransport } from '@platform/house-vendor';
import { drawFastResult } from '@platform/house-vendor/engine/lottery/fast';
import { LOTTERY_GAMES } from '@platform/house-vendor/engine/lottery/games';
import { createTestApp, type TestApp } from '../testing/index.ts';

/**
 * The house lottery's draws, run by two house vendor instances on one database (PostgreSQL under
 * `npm run test:pg`) on a clock the test moves. Draws need nothing of the platform: its calls fail.
 */
let t: TestApp;
let instances: HouseVendor[];
let api: FastifyInstance;
let now = Date.parse('2026-11-26T05:16:30Z');

const noPlatform: PlatformTransport = () => Promise.reject(new Error('the draws never call the platform'));

beforeAll(async () => {
  t = await createTestApp();
  const start = () =>
    createHouseVendor({
      database: t.database.raw,
      vassalage: 'HOUSE',
      transport: noPlatform,
      publicUrl: '/house',
      currency: 'JPY',
      secret: 'lottery-draws-test-secret',
      clientDist: '/nonexistent',
      clock: () => new Date(now),
    });
  instances = [await start(), await start()];
  api = Fastify();
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  await api.register(instances[0]!.plugin, { prefix: '/house' });
  await api.ready();
});
afterAll(async () => {
  await api.close();
  await t.close();
});

interface DrawWindow {
  drawNo: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  serverSeedHash: string | null;
}
interface DrawsView {
  serverTime: string;
  gameId: string;
  open: DrawWindow;
  drawn: (DrawWindow & { serverSeed: string | null; result: number[]; drawnAt: string })[];
}

const draws = async (query: string) => {
  const response = await api.inject({ method: 'GET', url: `/house/api/lottery/draws?${query}` });
  return {
    status: response.statusCode,
    body: response.json<{ success: boolean; value: DrawsView; errorCode?: string }>(),
  };
};

/** Both instances run the lottery job at the same moment. */
const runBoth = () => Promise.all(instances.map((instance) => instance.lottery.run()));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('house lottery draws', () => {
  it('publishes the open fast draw with its seed’s hash only, numbered in Vietnam’s day', async () => {
    await runBoth();
    const { status, body } = await draws('gameId=lotto-5d-1');
    expect(status).toBe(200);
    // 05:16:30 UTC is 12:16:30 in Vietnam: the 737th one-minute draw, closing 10 s before 12:17.
    const { serverSeedHash, ...window } = body.value.open;
    expect(window).toEqual({
      drawNo: '20261126-0737',
      opensAt: '2026-11-26T05:15:50.000Z',
      closesAt: '2026-11-26T05:16:50.000Z',
      drawsAt: '2026-11-26T05:17:00.000Z',
    });
    expect(serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.value.drawn).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/serverSeed"/);
  });

  it('draws a due draw once across two instances; its revealed seed recomputes the digits and the hash', async () => {
    const committed = (await draws('gameId=lotto-5d-1')).body.value.open;
    now = Date.parse('2026-11-26T05:17:05Z');
    await runBoth();
    const first = (await draws('gameId=lotto-5d-1')).body.value;
    expect(first.open.drawNo).toBe('20261126-0738');
    expect(first.drawn).toHaveLength(1);
    const [drawn] = first.drawn;
    expect({ drawNo: drawn!.drawNo, serverSeedHash: drawn!.serverSeedHash }).toEqual({
      drawNo: committed.drawNo,
      serverSeedHash: committed.serverSeedHash,
    });
    expect(sha256(drawn!.serverSeed!)).toBe(committed.serverSeedHash);
    expect(drawn!.result).toEqual(
      drawFastResult('5D', { serverSeed: drawn!.serverSeed!, gameCode: 'lotto-5d-1', drawNo: drawn!.drawNo }),
    );
    // Run again: nothing is drawn twice (the drawing time stays the first).
    now += 1_000;
    await runBoth();
    expect((await draws('gameId=lotto-5d-1')).body.value.drawn).toEqual(first.drawn);
  });

  it('draws every draw that fell due while no instance ran, oldest first', async () => {
    now = Date.parse('2026-11-26T05:47:05Z');
    await runBoth();
    const view = (await draws('gameId=lotto-5d-1&limit=50')).body.value;
    // The ten draws kept ahead at 05:17:05 (0738 to 0747) and the first one.
    expect(view.drawn.map((draw) => draw.drawNo)).toEqual(
      Array.from({ length: 11 }, (_, i) => `20261126-${String(747 - i).padStart(4, '0')}`),
    );
    expect(
      view.drawn.every(
        (draw) => draw.result.length === 5 && draw.result.every((digit) => digit >= 0 && digit <= 9),
      ),
    ).toBe(true);
    expect(view.open.drawNo).toBe('20261126-0768');
    const three = (await draws('gameId=lotto-3d-3&limit=1')).body.value;
    expect(three.drawn).toHaveLength(1);
    expect(three.drawn[0]!.result).toHaveLength(3);
  });

  it('keeps a Vietnamese draw open past its time: its result comes from outside, not from a seed', async () => {
    now = Date.parse('2026-11-26T11:20:00Z');
    await runBoth();
    const view = (await draws('gameId=vn-mb')).body.value;
    // The page counts down by the vendor's time, which the answer carries.
    expect(view.serverTime).toBe('2026-11-26T11:20:00.000Z');
    expect(view.open).toEqual({
      drawNo: '20261127',
      opensAt: '2026-11-26T11:00:00.000Z',
      closesAt: '2026-11-27T11:00:00.000Z',
      drawsAt: '2026-11-27T11:15:00.000Z',
      serverSeedHash: null,
    });
    expect(view.drawn).toEqual([]);
  });

  it('publishes every game’s open draw and last result in one feed, the same as each game’s own draws', async () => {
    const response = await api.inject({ method: 'GET', url: '/house/api/lottery/latest' });
    expect(response.statusCode).toBe(200);
    const { games } = response.json<{
      value: {
        games: {
          gameCode: string;
          region: string | null;
          open: DrawWindow;
          last: { drawNo: string; result: unknown; drawnAt: string } | null;
        }[];
      };
    }>().value;
    expect(games.map((game) => game.gameCode)).toEqual(LOTTERY_GAMES.map((game) => game.gameId));
    for (const game of games) {
      const view = (await draws(`gameId=${game.gameCode}&limit=1`)).body.value;
      const [last] = view.drawn;
      expect(game).toEqual({
        gameCode: view.gameId,
        region: game.region,
        open: view.open,
        last: last ? { drawNo: last.drawNo, result: last.result, drawnAt: last.drawnAt } : null,
      });
    }
    const byCode = new Map(games.map((game) => [game.gameCode, game]));
    expect(byCode.get('lotto-5d-1')?.region).toBeNull();
    expect(byCode.get('lotto-5d-1')?.last?.result).toHaveLength(5);
    expect(byCode.get('lotto-3d-3')?.last?.result).toHaveLength(3);
    expect(byCode.get('vn-mb')).toMatchObject({ region: 'NORTH', last: null });
    expect(byCode.get('vn-hcm')?.region).toBe('SOUTH');
    expect(byCode.get('vn-dng')?.region).toBe('CENTRAL');
    expect(JSON.stringify(games)).not.toMatch(/serverSeed"/);
    const refused = await api.inject({ method: 'GET', url: '/house/api/lottery/latest?gameId=x' });
    expect([refused.statusCode, refused.json<{ errorCode: string }>().errorCode]).toEqual([
      400,
      'validation_failed',
    ]);
  });

  it('refuses an unknown game and a malformed query with the envelope', async () => {
    expect((await draws('gameId=lotto-9d-1')).status).toBe(404);
    expect((await draws('gameId=lotto-9d-1')).body.errorCode).toBe('game_not_found');
    for (const query of [
      'gameId=LOTTO%00',
      'gameId=lotto-5d-1&limit=1000',
      'gameId=lotto-5d-1&limit=-1',
      'limit=5',
    ]) {
      const { status, body } = await draws(query);
      expect([query, status, body.errorCode]).toEqual([query, 400, 'validation_failed']);
    }
  });
});
