import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHouseVendor,
  httpTransport,
  type HouseVendor,
  type PlatformTransport,
} from '@platform/house-vendor';
import type { BetRecordPage } from '@platform/contract';
import { createTestApp, merchantToday, type TestApp } from '../testing/index.ts';
import { send } from '../testing/requests.ts';
import { domainEvents } from '../platform/events/tables.ts';
import { isLedgerClean } from '../platform/ledger/service.ts';
import { HOUSE_VASSALAGE, registerHouseVendor } from './mount.ts';
import { importLotteryGames, mainBalanceOf, openHousePlayer } from './testing/lottery.ts';

/**
 * Lottery orders through the house vendor's API, its stakes and wins through the platform's vendor
 * API over HTTP. Two house instances share the platform's database (PostgreSQL under
 * `npm run test:pg`) and a clock the test moves; the transport can lose answers as a network does.
 */
let platform: TestApp;
let instances: HouseVendor[];
let houseApp: FastifyInstance;
let now = Date.parse('2026-11-26T05:16:30Z');
let lose: 'bet-answer' | 'win-call' | null = null;

beforeAll(async () => {
  platform = await createTestApp();
  const overHttp = httpTransport(await platform.app.listen({ port: 0, host: '127.0.0.1' }));
  const transport: PlatformTransport = async (path, body, headers) => {
    if (lose === 'win-call' && path.endsWith('/win')) {
      lose = null;
      throw new Error('network down');
    }
    const answer = await overHttp(path, body, headers);
    if (lose === 'bet-answer' && path.endsWith('/bet')) {
      lose = null;
      throw new Error('connection reset after the stake was taken');
    }
    return answer;
  };
  const start = () =>
    createHouseVendor({
      database: platform.database.raw,
      vassalage: HOUSE_VASSALAGE,
      transport,
      publicUrl: 'http://games.test/house',
      currency: 'JPY',
      clientDist: '/nonexistent',
      clock: () => new Date(now),
    });
  instances = [await start(), await start()];
  await registerHouseVendor(platform.services, instances[0]!, 'demoadmin');
  await importLotteryGames(platform);
  houseApp = Fastify();
  houseApp.setValidatorCompiler(validatorCompiler);
  houseApp.setSerializerCompiler(serializerCompiler);
  await houseApp.register(instances[0]!.plugin, { prefix: '/house' });
  await houseApp.ready();
});
afterAll(async () => {
  expect(isLedgerClean(await platform.services.ledger.check())).toBe(true);
  await houseApp.close();
  await platform.close();
});

interface Order {
  id: string;
  gameId: string;
  drawNo: string;
  followId: string | null;
  units: number;
  amount: string;
  status: 'PROCESSING' | 'WON' | 'LOST' | 'CANCELLED';
  cancelledBy: 'PLAYER' | 'SYSTEM' | null;
  payout: string | null;
}
interface Placed {
  orders: Order[];
  balance: string;
}

const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await houseApp.inject({
    method,
    url: `/house/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<{ value: T; errorCode?: string }>() };
};

const openPlayer = (funds: string) => openHousePlayer(platform, houseApp, funds);
const balanceOf = (memberId: number) => mainBalanceOf(platform, memberId);

const ALL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** Ball 1 is any digit: ten units, exactly one wins (9.80 per 1.00). */
const EVERY_FIRST_BALL = { type: 'POS', picks: [ALL_DIGITS, [], [], [], []] };
/** Big and small: two units, exactly one wins (1.98 per 1.00). */
const BOTH_SIDES = { type: 'SUM_BS', picks: [['BIG', 'SMALL']] };

const place = (token: string, body: Record<string, unknown>) =>
  call<Placed>('POST', '/lottery/orders', token, {
    requestId: randomUUID(),
    gameId: 'lotto-5d-1',
    stakePerUnit: '1.00',
    ...body,
  });

/** Moves the house clock and runs the lottery jobs of both instances at once. */
const runJobsAt = async (iso: string) => {
  now = Date.parse(iso);
  await Promise.all(instances.map((instance) => instance.lottery.run()));
  await Promise.all(instances.map((instance) => instance.lotteryOrders.settle()));
};

const ordersOf = async (token: string) =>
  (await call<Order[]>('GET', '/lottery/orders?limit=100', token)).body.value;

describe('house lottery orders', () => {
  it('takes the stake at placement and pays the win once when two instances settle the draw', async () => {
    const player = await openPlayer('100.00');
    const placed = await place(player.token, { bet: EVERY_FIRST_BALL });
    expect(placed.status).toBe(200);
    expect(placed.body.value.orders).toMatchObject([
      { gameId: 'lotto-5d-1', drawNo: '20261126-0737', units: 10, amount: '10.00', status: 'PROCESSING' },
    ]);
    expect(placed.body.value.balance).toBe('90.00');
    expect(await balanceOf(player.memberId)).toBe(9_000n);

    await runJobsAt('2026-11-26T05:17:01Z');
    const [order] = await ordersOf(player.token);
    expect(order).toMatchObject({ status: 'WON', payout: '9.80' });
    expect(await balanceOf(player.memberId)).toBe(9_980n);
    // The member's betting record shows the order as a lottery round with its draw number.
    const today = await merchantToday(platform.services);
    const records = await send<BetRecordPage>(platform, {
      method: 'GET',
      url: `/wps/relay/bets?startDate=${today}&endDate=${today}`,
      token: player.platformToken,
    });
    expect(
      records.body.value.list.map((record) => [
        record.roundId,
        record.gameType,
        record.drawNo,
        record.payout,
      ]),
    ).toEqual([[order!.id, 'LOTT', '20261126-0737', '9.80']]);
    // Its settlement event names the draw, so the real-time salary counts the member's orders on one draw as one bet.
    const settled = await platform.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'round.settled'), eq(domainEvents.memberId, player.memberId)));
    expect(settled.map(({ payload }) => payload)).toMatchObject([
      { roundId: order!.id, drawNo: '20261126-0737', payout: '980' },
    ]);
    // Settling again pays nothing more.
    await runJobsAt('2026-11-26T05:17:06Z');
    expect(await balanceOf(player.memberId)).toBe(9_980n);
    // The settled draw stays among the published results, with the seed its digits are verified from.
    const draws = await call<{ drawn: { drawNo: string; serverSeed: string | null }[] }>(
      'GET',
      '/lottery/draws?gameId=lotto-5d-1',
      player.token,
    );
    expect(draws.body.value.drawn.map((draw) => draw.drawNo)).toContain('20261126-0737');
    expect(draws.body.value.drawn.every((draw) => draw.serverSeed !== null)).toBe(true);
  });

  it('places one order for one request sent eight times at once', async () => {
    now = Date.parse('2026-11-26T05:17:10Z');
    const player = await openPlayer('50.00');
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place(player.token, { requestId, bet: BOTH_SIDES })),
    );
    const ids = new Set(answers.flatMap((answer) => answer.body.value.orders.map((order) => order.id)));
    expect(ids.size).toBe(1);
    expect(await balanceOf(player.memberId)).toBe(4_800n);
  });

  it('refunds a cancel before the draw closes once, and refuses it after', async () => {
    now = Date.parse('2026-11-26T05:17:20Z');
    const player = await openPlayer('20.00');
    const [order] = (await place(player.token, { bet: BOTH_SIDES })).body.value.orders;
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<Placed>('POST', `/lottery/orders/${order!.id}/cancel`, player.token),
      ),
    );
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(player.memberId)).toBe(2_000n);
    expect((await ordersOf(player.token))[0]).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PLAYER' });

    const [late] = (await place(player.token, { bet: BOTH_SIDES })).body.value.orders;
    now = Date.parse('2026-11-26T05:17:51Z');
    const refused = await call('POST', `/lottery/orders/${late!.id}/cancel`, player.token);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'draw_closed']);
    expect(await balanceOf(player.memberId)).toBe(1_800n);
  });

  it('follows three draws and stops on the first win, refunding the draws not yet drawn', async () => {
    now = Date.parse('2026-11-26T05:20:30Z');
    const player = await openPlayer('10.00');
    const placed = await place(player.token, { bet: BOTH_SIDES, follow: { draws: 3, stopOnWin: true } });
    expect(placed.body.value.orders.map((order) => order.drawNo)).toEqual([
      '20261126-0741',
      '20261126-0742',
      '20261126-0743',
    ]);
    expect(new Set(placed.body.value.orders.map((order) => order.followId)).size).toBe(1);
    expect(await balanceOf(player.memberId)).toBe(400n);

    await runJobsAt('2026-11-26T05:21:01Z');
    const orders = await ordersOf(player.token);
    expect(orders.map((order) => [order.drawNo, order.status, order.cancelledBy])).toEqual([
      ['20261126-0741', 'WON', null],
      ['20261126-0742', 'CANCELLED', 'SYSTEM'],
      ['20261126-0743', 'CANCELLED', 'SYSTEM'],
    ]);
    expect(await balanceOf(player.memberId)).toBe(400n + 198n + 400n);
  });

  it('refunds the whole follow when the platform refuses a later stake', async () => {
    now = Date.parse('2026-11-26T05:22:30Z');
    const player = await openPlayer('3.00');
    const refused = await place(player.token, { bet: BOTH_SIDES, follow: { draws: 3, stopOnWin: false } });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'insufficient_funds']);
    expect(await balanceOf(player.memberId)).toBe(300n);
    expect((await ordersOf(player.token)).map((order) => [order.status, order.cancelledBy])).toEqual([
      ['CANCELLED', 'SYSTEM'],
    ]);
  });

  it('holds the exposure limit under 200 bets on one number at once', async () => {
    now = Date.parse('2026-11-26T05:23:30Z');
    const player = await openPlayer('2000000.00');
    // 10,000.00 on "ball 1 is 7" may pay 98,000.00: ten fit under 1,000,000.00.
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        place(player.token, {
          bet: { type: 'POS', picks: [['7'], [], [], [], []] },
          stakePerUnit: '10000.00',
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.status === 200 ? 'placed' : answer.body.errorCode));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(10);
    expect(codes.filter((code) => code === 'sold_out')).toHaveLength(190);
    expect(await balanceOf(player.memberId)).toBe(200_000_000n - 10_000_000n);
    // Another number of the same draw is still open.
    const other = await place(player.token, {
      bet: { type: 'POS', picks: [['8'], [], [], [], []] },
      stakePerUnit: '10000.00',
    });
    expect(other.status).toBe(200);
  });

  it('takes orders on the same numbers picked in opposite orders at once, and cancels them at once', async () => {
    now = Date.parse('2026-11-26T05:24:00Z');
    const player = await openPlayer('1000.00');
    const digits = ['1', '2', '3', '4', '5', '6'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        place(player.token, {
          bet: { type: 'POS', picks: [index % 2 === 0 ? digits : [...digits].reverse(), [], [], [], []] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 200));
    const cancels = await Promise.all(
      answers.map((answer) =>
        call('POST', `/lottery/orders/${answer.body.value.orders[0]!.id}/cancel`, player.token),
      ),
    );
    expect(cancels.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await balanceOf(player.memberId)).toBe(100_000n);
  });

  it('refunds an order whose stake answer was lost, once its grace has passed', async () => {
    now = Date.parse('2026-11-26T05:24:30Z');
    const player = await openPlayer('10.00');
    lose = 'bet-answer';
    const lost = await place(player.token, { bet: BOTH_SIDES });
    expect([lost.status, lost.body.errorCode]).toEqual([503, 'platform_unavailable']);
    expect(await balanceOf(player.memberId)).toBe(800n);
    await runJobsAt('2026-11-26T05:24:40Z');
    expect(await balanceOf(player.memberId)).toBe(800n);
    await runJobsAt('2026-11-26T05:25:05Z');
    expect(await balanceOf(player.memberId)).toBe(1_000n);
    expect((await ordersOf(player.token))[0]).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM' });
  });

  it('pays a win whose call was lost by recovery, once', async () => {
    now = Date.parse('2026-11-26T05:26:30Z');
    const player = await openPlayer('10.00');
    await place(player.token, { bet: BOTH_SIDES });
    lose = 'win-call';
    // The settling instance loses its win call; recovery (in the same job) sends it again.
    await runJobsAt('2026-11-26T05:27:01Z');
    expect(lose).toBeNull();
    expect(await balanceOf(player.memberId)).toBe(998n);
    await runJobsAt('2026-11-26T05:27:06Z');
    expect(await balanceOf(player.memberId)).toBe(998n);
    expect((await ordersOf(player.token))[0]).toMatchObject({ status: 'WON', payout: '1.98' });
  });

  it('refuses hostile and malformed bets with the envelope, and another player’s order', async () => {
    now = Date.parse('2026-11-26T05:28:30Z');
    const player = await openPlayer('10.00');
    const other = await openPlayer('10.00');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ bet: { type: 'STRAIGHT', picks: [['1'], ['2'], ['3']] } }, 400, 'bet_invalid'],
      [{ bet: { type: 'POS', picks: [['1\u0000'], [], [], [], []] } }, 400, 'bet_invalid'],
      [{ bet: { type: 'POS', picks: [['1', '1'], [], [], [], []] } }, 400, 'bet_invalid'],
      [
        {
          gameId: 'lotto-3d-3',
          bet: { type: 'STRAIGHT', picks: [ALL_DIGITS, ALL_DIGITS, ['1']] },
          stakePerUnit: '0.50',
        },
        400,
        'stake_out_of_range',
      ],
      [{ bet: BOTH_SIDES, stakePerUnit: '99999999999999999999.00' }, 400, 'validation_failed'],
      [{ bet: BOTH_SIDES, stakePerUnit: '1.001' }, 400, 'validation_failed'],
      [{ bet: BOTH_SIDES, follow: { draws: 11, stopOnWin: false } }, 400, 'validation_failed'],
      [{ gameId: 'lotto-9d-9', bet: BOTH_SIDES }, 404, 'game_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await place(player.token, body);
      expect([JSON.stringify(body), answer.status, answer.body.errorCode]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    expect(await balanceOf(player.memberId)).toBe(1_000n);

    const [mine] = (await place(player.token, { bet: BOTH_SIDES })).body.value.orders;
    const theirs = await call('POST', `/lottery/orders/${mine!.id}/cancel`, other.token);
    expect([theirs.status, theirs.body.errorCode]).toEqual([404, 'order_not_found']);
    expect(await ordersOf(other.token)).toEqual([]);
    const anonymous = await call('GET', '/lottery/orders');
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'session_invalid']);
  });
});
