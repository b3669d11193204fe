import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHouseVendor,
  httpResultSource,
  httpTransport,
  type HouseVendor,
  type PlatformTransport,
} from '@platform/house-vendor';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { describeLedgerCheck, isLedgerClean } from '../platform/ledger/service.ts';
import { HOUSE_VASSALAGE, registerHouseVendor } from './mount.ts';
import { importLotteryGames, mainBalanceOf, openHousePlayer, signedAdminCall } from './testing/lottery.ts';

/**
 * The lottery's admin calls (the platform console's, signed with the vendor's secret) through the
 * house's HTTP layer: two house instances on one database (PostgreSQL under `npm run test:pg`),
 * each with its own app, on a clock the test moves; stakes, wins and refunds through the platform's
 * vendor API over HTTP. The transport can lose rollback calls as a network does.
 */
let platform: TestApp;
let instances: HouseVendor[];
let apps: FastifyInstance[];
let secret: string;
let now = Date.parse('2026-11-26T09:00:30Z');
let loseRollbacks = 0;
let transport: PlatformTransport;
const players: { memberId: number; token: string }[] = [];

const houseApp = async (instance: HouseVendor) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(instance.plugin, { prefix: '/house' });
  await app.ready();
  return app;
};

const startHouse = (options: Partial<Parameters<typeof createHouseVendor>[0]> = {}) =>
  createHouseVendor({
    database: platform.database.raw,
    vassalage: HOUSE_VASSALAGE,
    transport,
    publicUrl: 'http://games.test/house',
    currency: 'JPY',
    clientDist: '/nonexistent',
    clock: () => new Date(now),
    ...options,
  });

beforeAll(async () => {
  platform = await createTestApp();
  const overHttp = httpTransport(await platform.app.listen({ port: 0, host: '127.0.0.1' }));
  transport = async (path, body, headers) => {
    if (loseRollbacks > 0 && path.endsWith('/rollback')) {
      loseRollbacks -= 1;
      throw new Error('network down');
    }
    return overHttp(path, body, headers);
  };
  instances = [await startHouse(), await startHouse()];
  await registerHouseVendor(platform.services, instances[0]!, 'demoadmin');
  await importLotteryGames(platform);
  secret = (await platform.services.vendorApi.findSecret(HOUSE_VASSALAGE))!;
  apps = [await houseApp(instances[0]!), await houseApp(instances[1]!)];
});
afterAll(async () => {
  const check = await platform.services.ledger.check();
  expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
  for (const app of apps) await app.close();
  await platform.close();
});

const STAFF = [
  { id: '11', username: 'operator1' },
  { id: '12', username: 'operator2' },
  { id: '13', username: 'operator3' },
];

interface Order {
  id: string;
  gameId: string;
  drawNo: string;
  amount: string;
  odds: string;
  status: 'PROCESSING' | 'WON' | 'LOST' | 'CANCELLED';
  cancelledBy: 'PLAYER' | 'SYSTEM' | null;
  payout: string | null;
}
interface Draw {
  gameId: string;
  drawNo: string;
  status: string;
  result: unknown;
  enteredBy: { id: string; username: string } | null;
  enteredAt: string | null;
  confirmedBy: { id: string; username: string } | null;
  cancelledBy: { id: string; username: string } | null;
  cancelReason: string | null;
  orders: number;
  turnover: string;
}
interface Settings {
  gameId: string;
  kind: string;
  betTypes: {
    betType: string;
    odds: string;
    defaultOdds: string;
    minStake: string;
    maxStake: string;
    maxExposure: string;
  }[];
}

/** A signed admin call through instance `on`'s app. */
const admin = <T>(call: string, fields: Record<string, unknown>, on = 0) =>
  signedAdminCall<T>(apps[on]!, secret, call, fields, { now });

const player = async (funds: string) => {
  const opened = await openHousePlayer(platform, apps[0]!, funds);
  players.push(opened);
  return opened;
};
const balanceOf = (memberId: number) => mainBalanceOf(platform, memberId);

const place = async (token: string, gameId: string, bet: object, stakePerUnit = '1.00') => {
  const response = await apps[0]!.inject({
    method: 'POST',
    url: '/house/api/lottery/orders',
    headers: { authorization: `Bearer ${token}` },
    payload: { requestId: randomUUID(), gameId, bet, stakePerUnit },
  });
  return {
    status: response.statusCode,
    body: response.json<{ value: { orders: Order[]; balance: string }; errorCode?: string }>(),
  };
};

const ordersOf = async (token: string) =>
  (
    await apps[0]!.inject({
      method: 'GET',
      url: '/house/api/lottery/orders?limit=100',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<{ value: Order[] }>().value;

/** Moves the house clock and runs the lottery jobs of both instances at once. */
const runJobsAt = async (iso: string) => {
  now = Date.parse(iso);
  await Promise.all(instances.map((instance) => instance.lottery.run()));
  await Promise.all(instances.map((instance) => instance.lotteryOrders.settle()));
};

const drawOf = async (gameId: string, drawNo: string) => {
  const listed = await admin<Draw[]>('draws.list', { gameId, limit: 100 });
  return listed.body.value.find((draw) => draw.drawNo === drawNo);
};

const ALL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const EVERY_FIRST_BALL = { type: 'POS', picks: [ALL_DIGITS, [], [], [], []] };
const BOTH_SIDES = { type: 'SUM_BS', picks: [['BIG', 'SMALL']] };

/** A Northern result in which "12" ends two prize numbers, "34" one and "99" none. */
const NORTH_RESULT = {
  SPECIAL: ['00012'],
  G1: ['10150'],
  G2: ['10251', '10352'],
  G3: ['10453', '10554', '10655', '10756', '10857', '10958'],
  G4: ['1059', '1060', '1061', '1034'],
  G5: ['1062', '1063', '1064', '1065', '1066', '1067'],
  G6: ['168', '169', '170'],
  G7: ['12', '71', '72', '73'],
};
/** Another valid Northern result, entered by mistake first. */
const WRONG_RESULT = { ...NORTH_RESULT, SPECIAL: ['00099'], G7: ['98', '71', '72', '73'] };

describe('house lottery admin calls', () => {
  it('refuses unsigned, wrongly signed, stale and hostile calls with the envelope', async () => {
    await Promise.all(instances.map((instance) => instance.lottery.run()));
    const fields = { gameId: 'lotto-5d-3' };
    const ok = await admin<Settings>('settings.get', fields);
    expect(ok.status).toBe(200);

    const cases: [string, Promise<{ status: number; body: { errorCode?: string } }>, number, string][] = [
      [
        'wrong signature',
        signedAdminCall(apps[0]!, secret, 'settings.get', fields, { now, signature: 'ab'.repeat(32) }),
        401,
        'invalid_signature',
      ],
      [
        'other secret',
        signedAdminCall(apps[0]!, `${secret}x`, 'settings.get', fields, { now }),
        401,
        'invalid_signature',
      ],
      [
        'no signature header value',
        signedAdminCall(apps[0]!, secret, 'settings.get', fields, { now, signature: '' }),
        401,
        'invalid_signature',
      ],
      [
        'stale',
        signedAdminCall(
          apps[0]!,
          secret,
          'settings.get',
          { ...fields, timestamp: now / 1000 - 301 },
          { now },
        ),
        401,
        'request_expired',
      ],
      [
        'from the future',
        signedAdminCall(
          apps[0]!,
          secret,
          'settings.get',
          { ...fields, timestamp: now / 1000 + 301 },
          { now },
        ),
        401,
        'request_expired',
      ],
      [
        'not JSON',
        signedAdminCall(apps[0]!, secret, 'settings.get', {}, { now, raw: '{"timestamp":' }),
        400,
        'malformed_request',
      ],
      ['unknown call', admin('settings.drop', fields), 404, 'not_found'],
      ['unknown game', admin('settings.get', { gameId: 'lotto-9d-9' }), 404, 'game_not_found'],
      ['game id with a NUL', admin('settings.get', { gameId: 'lotto\u0000' }), 400, 'validation_failed'],
      ['unknown field', admin('settings.get', { ...fields, extra: 1 }), 400, 'validation_failed'],
      ['huge limit', admin('draws.list', { limit: 1e300 }), 400, 'validation_failed'],
      [
        'control characters in the staff name',
        admin('settings.set', {
          staff: { id: '11', username: 'op\u0007' },
          gameId: 'lotto-5d-3',
          betType: 'POS',
          odds: '9.50',
          minStake: '1.00',
          maxStake: '10.00',
          maxExposure: '100.00',
        }),
        400,
        'validation_failed',
      ],
      [
        'huge stake',
        admin('settings.set', {
          staff: STAFF[0],
          gameId: 'lotto-5d-3',
          betType: 'POS',
          odds: '9.50',
          minStake: '1.00',
          maxStake: '99999999999999999999.00',
          maxExposure: '100.00',
        }),
        400,
        'validation_failed',
      ],
      [
        'odds of zero',
        admin('settings.set', {
          staff: STAFF[0],
          gameId: 'lotto-5d-3',
          betType: 'POS',
          odds: '0',
          minStake: '1.00',
          maxStake: '10.00',
          maxExposure: '100.00',
        }),
        400,
        'settings_invalid',
      ],
      [
        'minimum above maximum',
        admin('settings.set', {
          staff: STAFF[0],
          gameId: 'lotto-5d-3',
          betType: 'POS',
          odds: '9.50',
          minStake: '20.00',
          maxStake: '10.00',
          maxExposure: '100.00',
        }),
        400,
        'settings_invalid',
      ],
      [
        'bet type of another game',
        admin('settings.set', {
          staff: STAFF[0],
          gameId: 'lotto-5d-3',
          betType: 'STRAIGHT',
          odds: '9.50',
          minStake: '1.00',
          maxStake: '10.00',
          maxExposure: '100.00',
        }),
        400,
        'bet_type_unknown',
      ],
      [
        'result of a fast game',
        admin('results.enter', {
          staff: STAFF[0],
          gameId: 'lotto-5d-3',
          drawNo: '20261126-0180',
          result: {},
        }),
        400,
        'not_vn_game',
      ],
      [
        'result before the draw',
        admin('results.enter', {
          staff: STAFF[0],
          gameId: 'vn-mb',
          drawNo: '20261126',
          result: NORTH_RESULT,
        }),
        409,
        'draw_not_due',
      ],
      [
        'unknown draw',
        admin('results.confirm', {
          staff: STAFF[1],
          gameId: 'vn-mb',
          drawNo: '20201126',
          enteredAt: '2020-11-26T11:20:00.000Z',
        }),
        404,
        'draw_not_found',
      ],
      [
        'confirmation without the reviewed entry’s time',
        admin('results.confirm', { staff: STAFF[1], gameId: 'vn-mb', drawNo: '20261126' }),
        400,
        'validation_failed',
      ],
      [
        'confirmation naming the entry to the second only',
        admin('results.confirm', {
          staff: STAFF[1],
          gameId: 'vn-mb',
          drawNo: '20261126',
          enteredAt: '2026-11-26T11:20:00Z',
        }),
        400,
        'validation_failed',
      ],
      [
        'report over 93 days',
        admin('report', { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' }),
        400,
        'validation_failed',
      ],
      [
        'reason with a control character',
        admin('draws.cancel', { staff: STAFF[0], gameId: 'vn-mb', drawNo: '20261126', reason: 'x\u001b[2J' }),
        400,
        'validation_failed',
      ],
    ];
    for (const [name, answer, status, code] of cases) {
      const { status: got, body } = await answer;
      expect([name, got, body.errorCode]).toEqual([name, status, code]);
    }
    // Nothing was changed by the refused writes.
    expect((await admin<Settings>('settings.get', fields)).body.value).toEqual(ok.body.value);
  });

  it('applies new odds and stake limits to the next order and keeps placed orders’ odds', async () => {
    const gambler = await player('100.00');
    const before = await place(gambler.token, 'lotto-5d-3', EVERY_FIRST_BALL);
    expect(before.body.value.orders[0]).toMatchObject({ odds: '9.8', amount: '10.00' });

    // Set through the second instance; the first places the next orders with the new figures.
    const set = await admin<Settings>(
      'settings.set',
      {
        staff: STAFF[0],
        gameId: 'lotto-5d-3',
        betType: 'POS',
        odds: '9.50',
        minStake: '2.00',
        maxStake: '50.00',
        maxExposure: '1000.00',
      },
      1,
    );
    expect(set.status).toBe(200);
    expect(set.body.value.kind).toBe('FAST');
    expect(set.body.value.betTypes.find((entry) => entry.betType === 'POS')).toEqual({
      betType: 'POS',
      odds: '9.5',
      defaultOdds: '9.8',
      minStake: '2.00',
      maxStake: '50.00',
      maxExposure: '1000.00',
    });
    expect(set.body.value.betTypes.find((entry) => entry.betType === 'SUM_BS')).toEqual({
      betType: 'SUM_BS',
      odds: '1.98',
      defaultOdds: '1.98',
      minStake: '1.00',
      maxStake: '10000.00',
      maxExposure: '1000000.00',
    });
    expect((await admin<Settings>('settings.get', { gameId: 'lotto-5d-3' })).body.value).toEqual(
      set.body.value,
    );

    for (const stake of ['1.00', '50.01']) {
      const refused = await place(gambler.token, 'lotto-5d-3', EVERY_FIRST_BALL, stake);
      expect([stake, refused.status, refused.body.errorCode]).toEqual([stake, 400, 'stake_out_of_range']);
    }
    const after = await place(gambler.token, 'lotto-5d-3', EVERY_FIRST_BALL, '2.00');
    expect(after.body.value.orders[0]).toMatchObject({ odds: '9.5', amount: '20.00' });
    expect(await balanceOf(gambler.memberId)).toBe(7_000n);

    // The draw pays each order at the odds it was placed at: 9.80 per 1.00, 19.00 per 2.00.
    await runJobsAt('2026-11-26T09:03:01Z');
    const orders = await ordersOf(gambler.token);
    expect(orders.map((order) => [order.odds, order.status, order.payout])).toEqual([
      ['9.5', 'WON', '19.00'],
      ['9.8', 'WON', '9.80'],
    ]);
    expect(await balanceOf(gambler.memberId)).toBe(7_000n + 980n + 1_900n);
    // A settled draw cannot be cancelled any more.
    const late = await admin('draws.cancel', {
      staff: STAFF[0],
      gameId: 'lotto-5d-3',
      drawNo: orders[0]!.drawNo,
      reason: 'too late',
    });
    expect([late.status, late.body.errorCode]).toEqual([409, 'draw_settled']);

    // A bet type's exposure cap: two 2.00 bets on big would pay 7.92 on it, past 5.00.
    await admin('settings.set', {
      staff: STAFF[1],
      gameId: 'lotto-5d-3',
      betType: 'SUM_BS',
      odds: '1.98',
      minStake: '1.00',
      maxStake: '100.00',
      maxExposure: '5.00',
    });
    const big = { type: 'SUM_BS', picks: [['BIG']] };
    expect((await place(gambler.token, 'lotto-5d-3', big, '2.00')).status).toBe(200);
    const second = await place(gambler.token, 'lotto-5d-3', big, '2.00');
    expect([second.status, second.body.errorCode]).toEqual([409, 'sold_out']);
    expect(
      (await place(gambler.token, 'lotto-5d-3', { type: 'SUM_BS', picks: [['SMALL']] }, '2.00')).status,
    ).toBe(200);
  });

  it('settles a Northern draw once on a result entered by one person and confirmed by another who reviewed that entry', async () => {
    now = Date.parse('2026-11-26T09:10:00Z');
    const [a, b, c] = [await player('100.00'), await player('100.00'), await player('100.00')];
    // A bao lô on one number covers the North's 27 prize numbers: 27.00 per 1.00.
    expect(
      (await place(a.token, 'vn-mb', { type: 'LO2', picks: [['12']] })).body.value.orders[0],
    ).toMatchObject({
      drawNo: '20261126',
      amount: '27.00',
      odds: '75',
    });
    await place(b.token, 'vn-mb', { type: 'LO2', picks: [['99']] });
    await place(c.token, 'vn-mb', { type: 'LO2', picks: [['12', '34']] });
    expect((await drawOf('vn-mb', '20261126'))?.status).toBe('OPEN');

    await runJobsAt('2026-11-26T11:20:00Z');
    expect(await drawOf('vn-mb', '20261126')).toMatchObject({
      status: 'AWAITING_RESULT',
      result: null,
      orders: 3,
      turnover: '108.00',
    });
    const awaiting = await admin<Draw[]>('draws.list', {
      gameId: 'vn-mb',
      status: 'AWAITING_RESULT',
      limit: 10,
    });
    expect(awaiting.body.value.map((draw) => draw.drawNo)).toEqual(['20261126']);

    const invalid = await admin('results.enter', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      result: { ...NORTH_RESULT, G7: ['12', '71', '72'] },
    });
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, 'result_invalid']);
    const nothing = await admin('results.confirm', {
      staff: STAFF[1],
      gameId: 'vn-mb',
      drawNo: '20261126',
      enteredAt: '2026-11-26T11:20:00.000Z',
    });
    expect([nothing.status, nothing.body.errorCode]).toEqual([409, 'result_missing']);

    // operator1 enters a result; operator2 opens it to review it.
    await admin('results.enter', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      result: WRONG_RESULT,
    });
    const reviewed = (await drawOf('vn-mb', '20261126'))!;
    expect(reviewed).toMatchObject({
      status: 'AWAITING_CONFIRMATION',
      result: WRONG_RESULT,
      enteredBy: STAFF[0],
    });
    // operator1 enters other numbers meanwhile, within the same millisecond: a new entry all the same.
    const entered = await admin<Draw>('results.enter', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      result: NORTH_RESULT,
    });
    expect(entered.body.value).toMatchObject({
      status: 'AWAITING_CONFIRMATION',
      result: NORTH_RESULT,
      enteredBy: STAFF[0],
      confirmedBy: null,
    });
    const enteredAt = entered.body.value.enteredAt!;
    expect(Date.parse(enteredAt)).toBeGreaterThan(Date.parse(reviewed.enteredAt!));
    // operator2 confirms what they reviewed: refused, it is no longer the entry.
    const stale = await admin('results.confirm', {
      staff: STAFF[1],
      gameId: 'vn-mb',
      drawNo: '20261126',
      enteredAt: reviewed.enteredAt,
    });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'result_changed']);
    // The same instant written with an offset names the same entry: its own author may not confirm it;
    // an entry replaced is refused as changed before anything is said about its author.
    const inTokyo = new Date(Date.parse(enteredAt) + 9 * 3_600_000).toISOString().replace('Z', '+09:00');
    const self = await admin('results.confirm', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      enteredAt: inTokyo,
    });
    expect([self.status, self.body.errorCode]).toEqual([409, 'same_staff']);
    const selfStale = await admin('results.confirm', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      enteredAt: reviewed.enteredAt,
    });
    expect([selfStale.status, selfStale.body.errorCode]).toEqual([409, 'result_changed']);
    // Nothing is paid before the confirmation, and the draw still waits for one with the new numbers.
    await runJobsAt('2026-11-26T11:21:00Z');
    expect(await balanceOf(a.memberId)).toBe(7_300n);
    expect(await drawOf('vn-mb', '20261126')).toMatchObject({
      status: 'AWAITING_CONFIRMATION',
      result: NORTH_RESULT,
      enteredAt,
      confirmedBy: null,
    });

    // Having read the new numbers, operator2 and operator3 confirm at once on two instances: one wins.
    const confirms = await Promise.all([
      admin<Draw>('results.confirm', { staff: STAFF[1], gameId: 'vn-mb', drawNo: '20261126', enteredAt }, 0),
      admin<Draw>('results.confirm', { staff: STAFF[2], gameId: 'vn-mb', drawNo: '20261126', enteredAt }, 1),
    ]);
    expect(confirms.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(confirms.find((answer) => answer.status === 409)?.body.errorCode).toBe('already_drawn');
    const winner = confirms.find((answer) => answer.status === 200)!.body.value;
    expect(winner).toMatchObject({ status: 'DRAWN', result: NORTH_RESULT, enteredBy: STAFF[0], enteredAt });
    const late = await admin('results.confirm', {
      staff: STAFF[1],
      gameId: 'vn-mb',
      drawNo: '20261126',
      enteredAt: reviewed.enteredAt,
    });
    expect([late.status, late.body.errorCode]).toEqual([409, 'already_drawn']);
    const reenter = await admin('results.enter', {
      staff: STAFF[2],
      gameId: 'vn-mb',
      drawNo: '20261126',
      result: WRONG_RESULT,
    });
    expect([reenter.status, reenter.body.errorCode]).toEqual([409, 'already_drawn']);

    await runJobsAt('2026-11-26T11:21:05Z');
    await runJobsAt('2026-11-26T11:21:10Z');
    // Paid on the numbers confirmed, not the ones first entered (where "12" won nothing and "99" once):
    // "12" twice at 75: 150.00; "99" nothing; "12" twice and "34" once: 225.00.
    expect(await balanceOf(a.memberId)).toBe(7_300n + 15_000n);
    expect(await balanceOf(b.memberId)).toBe(7_300n);
    expect(await balanceOf(c.memberId)).toBe(4_600n + 22_500n);
    expect((await ordersOf(c.token))[0]).toMatchObject({ status: 'WON', payout: '225.00' });
    expect(await drawOf('vn-mb', '20261126')).toMatchObject({
      status: 'SETTLED',
      result: NORTH_RESULT,
      enteredBy: STAFF[0],
      confirmedBy: winner.confirmedBy,
    });
    const paid = await admin('draws.cancel', {
      staff: STAFF[0],
      gameId: 'vn-mb',
      drawNo: '20261126',
      reason: 'x',
    });
    expect([paid.status, paid.body.errorCode]).toEqual([409, 'draw_settled']);
  });

  it('cancels a draw of 20 orders once, refunding each stake once even when rollbacks are lost', async () => {
    now = Date.parse('2026-11-26T11:30:30Z');
    const gamblers = [
      await player('10.00'),
      await player('10.00'),
      await player('10.00'),
      await player('10.00'),
    ];
    for (const gambler of gamblers)
      for (let i = 0; i < 5; i += 1) await place(gambler.token, 'lotto-5d-5', BOTH_SIDES);
    for (const gambler of gamblers) expect(await balanceOf(gambler.memberId)).toBe(0n);
    const drawNo = (await ordersOf(gamblers[0]!.token))[0]!.drawNo;
    expect(await drawOf('lotto-5d-5', drawNo)).toMatchObject({
      status: 'OPEN',
      orders: 20,
      turnover: '40.00',
    });

    loseRollbacks = 3;
    const cancels = await Promise.all([
      admin<Draw>(
        'draws.cancel',
        { staff: STAFF[0], gameId: 'lotto-5d-5', drawNo, reason: 'feed outage' },
        0,
      ),
      admin<Draw>(
        'draws.cancel',
        { staff: STAFF[1], gameId: 'lotto-5d-5', drawNo, reason: 'feed outage' },
        1,
      ),
      admin<Draw>(
        'draws.cancel',
        { staff: STAFF[2], gameId: 'lotto-5d-5', drawNo, reason: 'feed outage' },
        0,
      ),
    ]);
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(cancels.filter((answer) => answer.status === 409).map((answer) => answer.body.errorCode)).toEqual([
      'draw_cancelled',
      'draw_cancelled',
    ]);
    expect(cancels.find((answer) => answer.status === 200)!.body.value).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'feed outage',
      orders: 0,
      turnover: '0.00',
    });
    expect(loseRollbacks).toBe(0);
    // The three lost rollbacks are left to recovery; the cancelled draw takes no orders.
    const refunded = await Promise.all(gamblers.map((gambler) => balanceOf(gambler.memberId)));
    expect(refunded.reduce((sum, balance) => sum + balance, 0n)).toBe(3_400n);
    const refused = await place(gamblers[0]!.token, 'lotto-5d-5', BOTH_SIDES);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'draw_cancelled']);
    const exposure = await admin<{ numbers: unknown[]; total: string }>('exposure', {
      gameId: 'lotto-5d-5',
      drawNo,
      limit: 10,
    });
    expect(exposure.body.value).toMatchObject({ numbers: [], total: '0.00' });

    // Past its time: recovery refunds the rest, the job does not draw it, a second cancel changes nothing.
    await runJobsAt('2026-11-26T11:35:05Z');
    await runJobsAt('2026-11-26T11:35:10Z');
    for (const gambler of gamblers) {
      expect(await balanceOf(gambler.memberId)).toBe(1_000n);
      const orders = await ordersOf(gambler.token);
      expect(orders.map((order) => [order.status, order.cancelledBy])).toEqual(
        Array.from({ length: 5 }, () => ['CANCELLED', 'SYSTEM']),
      );
    }
    expect(await drawOf('lotto-5d-5', drawNo)).toMatchObject({
      status: 'CANCELLED',
      result: null,
      cancelledBy: cancels.find((answer) => answer.status === 200)!.body.value.cancelledBy,
    });
    const again = await admin('draws.cancel', {
      staff: STAFF[0],
      gameId: 'lotto-5d-5',
      drawNo,
      reason: 'again',
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'draw_cancelled']);
    for (const gambler of gamblers) expect(await balanceOf(gambler.memberId)).toBe(1_000n);
  });

  it('lists the open draw’s most exposed numbers, largest first', async () => {
    now = Date.parse('2026-11-26T11:40:30Z');
    const gambler = await player('100.00');
    await place(gambler.token, 'lotto-3d-3', { type: 'STRAIGHT', picks: [['1'], ['2'], ['3']] });
    await place(gambler.token, 'lotto-3d-3', { type: 'STRAIGHT', picks: [['4'], ['5'], ['6']] }, '3.00');
    await place(gambler.token, 'lotto-3d-3', { type: 'POS', picks: [['7', '8'], [], []] }, '2.00');
    const { status, body } = await admin<{
      gameId: string;
      drawNo: string;
      maxExposure: Record<string, string>;
      numbers: { betType: string; options: string[]; payout: string; limit: string }[];
      total: string;
    }>('exposure', { gameId: 'lotto-3d-3', limit: 3 });
    expect(status).toBe(200);
    const [order] = await ordersOf(gambler.token);
    expect(body.value.drawNo).toBe(order!.drawNo);
    expect(body.value.maxExposure.STRAIGHT).toBe('1000000.00');
    expect(body.value.numbers).toHaveLength(3);
    expect(body.value.numbers.slice(0, 2)).toEqual([
      { betType: 'STRAIGHT', options: ['4', '5', '6'], payout: '2940.00', limit: '1000000.00' },
      { betType: 'STRAIGHT', options: ['1', '2', '3'], payout: '980.00', limit: '1000000.00' },
    ]);
    expect(body.value.numbers[2]).toMatchObject({ betType: 'POS', payout: '19.60' });
    expect(body.value.total).toBe('3959.20');
  });

  it('reports per game the sums of the orders of the draws in the period', async () => {
    // Every order's draw is drawn and paid by now (or cancelled).
    await runJobsAt('2026-11-26T11:45:00Z');
    const expected = new Map<
      string,
      { orders: number; turnover: bigint; payout: bigint; cancelled: number }
    >();
    const cents = (text: string | null) => BigInt(Math.round(Number(text ?? '0') * 100));
    for (const gambler of players) {
      for (const order of await ordersOf(gambler.token)) {
        const row = expected.get(order.gameId) ?? { orders: 0, turnover: 0n, payout: 0n, cancelled: 0 };
        if (order.status === 'CANCELLED') row.cancelled += 1;
        else {
          row.orders += 1;
          row.turnover += cents(order.amount);
          row.payout += cents(order.payout);
        }
        expected.set(order.gameId, row);
      }
    }
    const { status, body } = await admin<
      {
        gameId: string;
        orders: number;
        turnover: string;
        payout: string;
        houseResult: string;
        cancelled: number;
      }[]
    >('report', { from: '2026-11-26T00:00:00Z', to: '2026-11-28T00:00:00+00:00' });
    expect(status).toBe(200);
    const format = (minor: bigint) => (Number(minor) / 100).toFixed(2);
    expect(body.value).toEqual(
      [...expected.entries()]
        .sort(([x], [y]) => (x < y ? -1 : 1))
        .map(([gameId, row]) => ({
          gameId,
          orders: row.orders,
          turnover: format(row.turnover),
          payout: format(row.payout),
          houseResult: format(row.turnover - row.payout),
          cancelled: row.cancelled,
        })),
    );
    expect(body.value.map((row) => row.gameId)).toEqual(['lotto-3d-3', 'lotto-5d-3', 'lotto-5d-5', 'vn-mb']);
    const one = await admin<unknown[]>('report', {
      from: '2026-11-26T00:00:00Z',
      to: '2026-11-28T00:00:00Z',
      gameId: 'vn-mb',
    });
    expect(one.body.value).toEqual(body.value.filter((row) => row.gameId === 'vn-mb'));
  });
  it('enters an imported result for a person to confirm', async () => {
    const asked: string[] = [];
    const feed: Server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/MB/20261127.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ result: NORTH_RESULT }));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const { port } = feed.address() as AddressInfo;
    try {
      const importer = await startHouse({
        resultSource: httpResultSource({
          urlTemplate: `http://127.0.0.1:${port}/{province}/{drawNo}.json`,
          name: 'feed',
        }),
      });
      await runJobsAt('2026-11-27T11:16:00Z');
      await importer.importResults();
      expect(asked).toContain('/MB/20261127.json');
      const draw = await drawOf('vn-mb', '20261127');
      expect(draw).toMatchObject({
        status: 'AWAITING_CONFIRMATION',
        result: NORTH_RESULT,
        enteredBy: { id: 'importer:feed', username: 'feed' },
      });
      // Asked again at once, the source is not called for what is entered or was just asked.
      const count = asked.length;
      await importer.importResults();
      expect(asked).toHaveLength(count);
      const confirmed = await admin<Draw>('results.confirm', {
        staff: STAFF[1],
        gameId: 'vn-mb',
        drawNo: '20261127',
        enteredAt: draw?.enteredAt,
      });
      expect(confirmed.body.value).toMatchObject({ status: 'DRAWN', confirmedBy: STAFF[1] });
    } finally {
      await new Promise((resolve) => feed.close(resolve));
    }
  });
});
