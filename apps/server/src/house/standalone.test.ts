import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchGame } from '@platform/contract';
import {
  createHouseVendor,
  httpTransport,
  type HouseVendor,
  type PlatformTransport,
} from '@platform/house-vendor';
import { replayRound } from '@platform/house-vendor/engine/replay';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../testing/index.ts';
import { login, send } from '../testing/requests.ts';
import { isLedgerClean } from '../platform/ledger/service.ts';
import { HOUSE_VASSALAGE, registerHouseVendor } from './mount.ts';

/**
 * The house vendor as its own service: its own database and HTTP server, reaching the platform over
 * real HTTP. The transport can lose answers, as a network does, to prove the recovery.
 */
let platform: TestApp;
let houseDb: PGlite;
let houseApp: FastifyInstance;
let houseVendor: HouseVendor;
let lose: 'win-call' | 'bet-answer' | null = null;
let offsetMs = 0;

beforeAll(async () => {
  platform = await createTestApp();
  const platformUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const overHttp = httpTransport(platformUrl);
  const transport: PlatformTransport = async (path, body, headers) => {
    if (lose === 'win-call' && path.endsWith('/win')) {
      lose = null;
      throw new Error('network down');
    }
    const answer = await overHttp(path, body, headers);
    if (lose === 'bet-answer' && path.endsWith('/bet')) {
      lose = null;
      throw new Error('connection reset after the bet was taken');
    }
    return answer;
  };
  houseDb = new PGlite();
  houseVendor = await createHouseVendor({
    database: { kind: 'pglite', client: houseDb },
    vassalage: HOUSE_VASSALAGE,
    transport,
    publicUrl: 'http://games.test/house',
    currency: 'JPY',
    clock: () => new Date(Date.now() + offsetMs),
  });
  await registerHouseVendor(platform.services, houseVendor, 'demoadmin');
  houseApp = Fastify();
  houseApp.setValidatorCompiler(validatorCompiler);
  houseApp.setSerializerCompiler(serializerCompiler);
  await houseApp.register(houseVendor.plugin, { prefix: '/house' });
  await houseApp.ready();
});
afterAll(async () => {
  expect(isLedgerClean(await platform.services.ledger.check())).toBe(true);
  await houseApp.close();
  await houseDb.close();
  await platform.close();
});

const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await houseApp.inject({
    method,
    url: `/house/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<{ value: T; errorCode?: string }>() };
};

let count = 0;
const openSlot = async (funds: string) => {
  count += 1;
  const username = `standalone${count}`;
  const { id } = await createTestMember(platform.services, { username, password: 'house1234' });
  await fundTestMember(platform.services, username, funds);
  const token = (await login(platform, { username, password: 'house1234' })).body.value.token;
  const game = [...(await platform.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === HOUSE_VASSALAGE && candidate.gameId === 'slot-sakura',
  );
  const launch = await send<LaunchGame>(platform, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game?.nodeId}&gameId=slot-sakura&vassalage=${HOUSE_VASSALAGE}`,
    token,
  });
  const launchToken = new URL(launch.body.value.url, 'http://platform.test').searchParams.get('token');
  const opened = await call<{ sessionToken: string; balance: string }>('POST', '/sessions', undefined, {
    token: launchToken,
  });
  return { memberId: id, username, token: opened.body.value.sessionToken };
};
const balanceOf = async (memberId: number) =>
  (await platform.services.wallet.getWalletBalance(memberId, 'MAIN'))?.balance ?? 0n;
const toMinor = (amount: string) => BigInt(amount.replace('.', ''));
interface Played {
  round: { id: string; status: string; payout: string | null; jackpotWin: string | null };
  balance: string;
}

describe('the house vendor as its own service', () => {
  it('publishes absolute icon URLs and plays over HTTP', async () => {
    expect(houseVendor.games[0]?.iconUrl).toMatch(/^http:\/\/games\.test\/house\/icons\//);
    const player = await openSlot('10.00');
    const spin = await call<Played>('POST', '/rounds', player.token, {
      kind: 'SLOT',
      requestId: randomUUID(),
      stake: '1.00',
    });
    expect(spin.body.value.round.status).toBe('SETTLED');
    expect(await balanceOf(player.memberId)).toBe(toMinor(spin.body.value.balance));
  });

  it('a win lost on the way is paid once when the player reloads', async () => {
    const player = await openSlot('10.00');
    lose = 'win-call';
    const spin = await call('POST', '/rounds', player.token, {
      kind: 'SLOT',
      requestId: randomUUID(),
      stake: '1.00',
    });
    expect([spin.status, spin.body.errorCode]).toEqual([503, 'platform_unavailable']);
    expect(await balanceOf(player.memberId)).toBe(900n);
    const reloaded = await call<{ openRound: { status: string; payout: string } | null; balance: string }>(
      'GET',
      '/session',
      player.token,
    );
    const round = reloaded.body.value.openRound;
    expect(round?.status).toBe('SETTLED');
    expect(await balanceOf(player.memberId)).toBe(900n + toMinor(round?.payout ?? '0'));
    expect(toMinor(reloaded.body.value.balance)).toBe(900n + toMinor(round?.payout ?? '0'));
    await houseVendor.service.recover();
    expect(await balanceOf(player.memberId)).toBe(900n + toMinor(round?.payout ?? '0'));
  });

  it('a bet whose answer was lost is refunded by the recovery once it is stale', async () => {
    const player = await openSlot('10.00');
    lose = 'bet-answer';
    const spin = await call('POST', '/rounds', player.token, {
      kind: 'SLOT',
      requestId: randomUUID(),
      stake: '2.00',
    });
    expect(spin.body.errorCode).toBe('platform_unavailable');
    expect(await balanceOf(player.memberId)).toBe(800n);
    expect(await houseVendor.service.recover()).toEqual([]);
    offsetMs = 60_000;
    try {
      expect(await houseVendor.service.recover()).toHaveLength(1);
    } finally {
      offsetMs = 0;
    }
    expect(await balanceOf(player.memberId)).toBe(1_000n);
  });

  it('a rare jackpot outcome pays the pool at the maximum stake and the pool restarts at its seed', async () => {
    const player = await openSlot('300.00');
    const poolNow = async () =>
      toMinor((await call<{ amount: string }>('GET', '/jackpot')).body.value.amount);
    const start = await poolNow();
    await call('POST', '/rounds', player.token, { kind: 'SLOT', requestId: randomUUID(), stake: '100.00' });
    // 1% of the stake feeds the pool.
    expect(await poolNow()).toBe(start + 100n);
    // Find a client seed whose next round hits the jackpot, as a lucky player would have chosen it.
    const member = await platform.services.members.findByUsername(player.username);
    const { rows } = await houseDb.query<{ server_seed: string; next_nonce: number }>(
      'select server_seed, next_nonce from house_seed_pairs where player_id = $1 and active',
      [String(member?.id)],
    );
    const pair = rows[0]!;
    let clientSeed = '';
    for (let attempt = 0; !clientSeed; attempt += 1) {
      const candidate = `lucky-${attempt}`;
      const { outcome } = replayRound({
        gameId: 'slot-sakura',
        serverSeed: pair.server_seed,
        clientSeed: candidate,
        nonce: pair.next_nonce,
        choice: {},
      });
      if ((outcome as { jackpotHit: boolean }).jackpotHit) clientSeed = candidate;
    }
    await houseDb.query('update house_seed_pairs set client_seed = $1 where player_id = $2 and active', [
      clientSeed,
      String(member?.id),
    ]);
    const hit = await call<Played>('POST', '/rounds', player.token, {
      kind: 'SLOT',
      requestId: randomUUID(),
      stake: '100.00',
    });
    expect(toMinor(hit.body.value.round.jackpotWin ?? '0')).toBe(start + 200n);
    expect(await poolNow()).toBe(1_000_000n);
    expect(await balanceOf(player.memberId)).toBe(toMinor(hit.body.value.balance));
  });
});
