import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MODULE_ID,
  TURNOVER_WEIGHT_SCALE,
  parseMinorUnits,
  type GameCategory,
  type PointsPurchaseResult,
  type PointsRates,
  type WhitelabelNode,
} from '@platform/contract';
import { auditLog } from '../../../platform/audit/tables.ts';
import { isLedgerClean } from '../../../platform/ledger/service.ts';
import { domainEvents } from '../../../platform/events/tables.ts';
import { walletAccounts } from '../../../platform/ledger/tables.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../../testing/index.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { login, send } from '../../../testing/requests.ts';
import { seeded } from '../../contracts/proof/play.ts';
import { seedDemoPointsEarning } from '../../../seed/demo-points-earning.ts';
import { isPointsClean } from '../ledger.ts';
import { DEFAULT_POINTS_RATES } from './service.ts';

let t: TestApp;
let admin: string;
let support: string;
const PASSWORD = 'earning123';
const PAY = '246810';

const RATES: PointsRates = {
  ...DEFAULT_POINTS_RATES,
  bet: {
    ...DEFAULT_POINTS_RATES.bet,
    RNG: { unit: '10.00', points: 3 },
    LIVE: { unit: '7.00', points: 2 },
    FISH: { unit: '1.00', points: 1 },
    SPORTS: { unit: '3.33', points: 5 },
  },
  deposit: { unit: '100.00', points: 7 },
  purchase: { enabled: true, price: '2.50', minPoints: 10, maxPoints: 1_000 },
};

const saveRates = (body: unknown, token = admin) =>
  send<PointsRates>(t, { method: 'PUT', url: '/console-api/points/rates', token, payload: body });

const member = async (username: string, funds?: string) => {
  const created = await createTestMember(t.services, { username, password: PASSWORD });
  const session = await login(t, { username, password: PASSWORD });
  const token = session.body.value.token;
  await send(t, {
    method: 'PUT',
    url: '/wps/member/payment-password',
    token,
    payload: { newPassword: PAY, confirmPassword: PAY },
  });
  if (funds) await fundTestMember(t.services, username, funds);
  return { id: created.id, token };
};

const setPointsSwitch = async (enabled: boolean) => {
  const set = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.POINTS ? enabled : node.enabled,
      childrenNodes: set(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(set(await t.services.system.getWhitelabel()));
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'points_admin', 'ADMIN');
  support = await createStaffAndLogin(t, 'points_support', 'SUPPORT');
});
afterAll(async () => {
  await t.close();
});

describe('points rates (console)', () => {
  it('saves the rates audited, refuses a staff member without rewards.write and a broken body', async () => {
    const before = await send<PointsRates>(t, { method: 'GET', url: '/wps/relay/points/config' });
    expect(before.body.value).toEqual(DEFAULT_POINTS_RATES);
    // The demo seed sets rates once, as the demo administrator, and opens the points switch.
    expect(await seedDemoPointsEarning(t.services)).toHaveLength(1);
    expect(await seedDemoPointsEarning(t.services)).toEqual([]);
    expect((await t.services.system.getFeatures())[MODULE_ID.POINTS]).toBe(true);
    expect((await t.services.pointsEarning.rates()).purchase.enabled).toBe(true);
    const saved = await saveRates(RATES);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual(RATES);
    const shown = await send<PointsRates>(t, { method: 'GET', url: '/wps/relay/points/config' });
    expect(shown.body.value).toEqual(RATES);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'points.rates'));
    expect(audits).toHaveLength(2);

    expect((await saveRates(RATES, support)).body.errorCode).toBe('forbidden');
    const inverted = await saveRates({
      ...RATES,
      purchase: { ...RATES.purchase, minPoints: 20, maxPoints: 10 },
    });
    expect(inverted.status).toBe(422);
    const free = await saveRates({ ...RATES, deposit: { unit: '0', points: 1 } });
    expect(free.status).toBe(422);
    const partial = await saveRates({ ...RATES, bet: { RNG: RATES.bet.RNG } });
    expect(partial.status).toBe(422);
  });
});

describe('earning points', () => {
  it('credits points equal to an independent computation over generated bets and deposits, once under replay', async () => {
    await saveRates(RATES);
    const players = [await member('earn_p1'), await member('earn_p2'), await member('earn_p3')];
    const { timeZone } = await t.services.system.getSiteSetting();
    const random = seeded(26);
    const categories: GameCategory[] = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP'];
    const start = Date.parse('2026-03-01T00:00:00Z');
    type Generated = { memberId: number; at: Date; source: string; amount: bigint };
    const generated: Generated[] = [];
    const draw = (count: number) => {
      const burst: Generated[] = [];
      for (let n = 0; n < count; n += 1) {
        const player = players[Math.floor(random() * players.length)]!;
        const deposit = random() < 0.1;
        burst.push({
          memberId: player.id,
          // Over three days, across the merchant's midnight.
          at: new Date(start + Math.floor(random() * 3 * 86_400_000)),
          source: deposit ? 'DEPOSIT' : categories[Math.floor(random() * categories.length)]!,
          amount: BigInt(1 + Math.floor(random() * (deposit ? 5_000_000 : 150_000))),
        });
      }
      generated.push(...burst);
      return t.db.insert(domainEvents).values(
        burst.map((event, n) =>
          event.source === 'DEPOSIT'
            ? {
                type: 'deposit.credited' as const,
                memberId: event.memberId,
                occurredAt: event.at,
                payload: { orderId: n, amount: String(event.amount) },
              }
            : {
                type: 'round.settled' as const,
                memberId: event.memberId,
                occurredAt: event.at,
                payload: {
                  vassalage: 'EARN',
                  roundId: randomUUID(),
                  nodeId: 1,
                  category: event.source,
                  stake: String(event.amount),
                  validBet: String(event.amount),
                  payout: '0',
                  uplineIds: [],
                },
              },
        ),
      );
    };
    // The independent computation: per member, merchant day and source, floor(Σ amount × points / unit).
    const expected = () => {
      const sums = new Map<string, bigint>();
      for (const event of generated) {
        const key = `${event.memberId}|${formatTimestamp(event.at, timeZone).slice(0, 10)}|${event.source}`;
        sums.set(key, (sums.get(key) ?? 0n) + event.amount);
      }
      const totals = new Map<number, bigint>(players.map((player) => [player.id, 0n]));
      for (const [key, sum] of sums) {
        const [memberId, , source] = key.split('|') as [string, string, GameCategory | 'DEPOSIT'];
        const rate = source === 'DEPOSIT' ? RATES.deposit : RATES.bet[source];
        const earned = (sum * BigInt(rate.points)) / parseMinorUnits(rate.unit)!;
        totals.set(Number(memberId), (totals.get(Number(memberId)) ?? 0n) + earned);
      }
      return totals;
    };
    const balances = async () =>
      new Map(
        await Promise.all(players.map(async (p) => [p.id, await t.services.points.balance(p.id)] as const)),
      );

    // Bursts applied one by one: a bucket's points grow across batches.
    for (const size of [300, 1, 250, 40]) {
      await draw(size);
      await t.services.pointsEarning.drain();
    }
    const first = expected();
    expect([...first.values()].every((points) => points > 0n)).toBe(true);
    expect(await balances()).toEqual(first);

    // A replay counts every bucket again and credits nothing twice.
    await t.services.pointsEarning.replay();
    expect(await balances()).toEqual(first);
    await draw(120);
    await t.services.pointsEarning.drain();
    expect(await balances()).toEqual(expected());
    expect(isPointsClean(await t.services.points.check())).toBe(true);

    const history = await send<{ list: { reason: string }[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/history?pageSize=100',
      token: players[0]!.token,
    });
    expect(new Set(history.body.value.list.map((row) => row.reason))).toEqual(
      new Set(['EARN_BET', 'EARN_DEPOSIT']),
    );
  });
});

describe('buying points', () => {
  const buy = (token: string, body: Record<string, unknown>) =>
    send<PointsPurchaseResult>(t, {
      method: 'POST',
      url: '/wps/relay/points/buy',
      token,
      payload: { requestId: randomUUID(), paymentPassword: PAY, points: 100, ...body },
    });
  const main = async (memberId: number) => {
    const [row] = await t.db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'MAIN')));
    return row?.balance;
  };

  it('moves cash to the operator and credits points once per request, never beyond the balance', async () => {
    await saveRates(RATES);
    const buyer = await member('points_buyer', '1000.00');
    await setPointsSwitch(false);
    expect((await buy(buyer.token, {})).body.errorCode).toBe('feature_disabled');
    await setPointsSwitch(true);

    const requestId = randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.token, { requestId })));
    expect(same.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(same.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
    expect(same[0]!.body.value).toMatchObject({ points: '100', cost: '250.00' });
    expect(await main(buyer.id)).toBe(75_000n);
    expect(await t.services.points.balance(buyer.id)).toBe(100n);
    expect((await buy(buyer.token, { requestId, points: 101 })).body.errorCode).toBe('idempotency_conflict');

    const racing = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.token, {})));
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(
      new Set(racing.flatMap((answer) => (answer.status === 200 ? [] : [answer.body.errorCode]))),
    ).toEqual(new Set(['insufficient_balance']));
    expect(await main(buyer.id)).toBe(0n);
    expect(await t.services.points.balance(buyer.id)).toBe(400n);

    expect((await buy(buyer.token, { points: 9 })).body).toMatchObject({
      errorCode: 'points_purchase_limit',
      value: { minPoints: 10, maxPoints: 1_000 },
    });
    expect((await buy(buyer.token, { paymentPassword: '999999' })).body.errorCode).toBe(
      'payment_password_incorrect',
    );
    await saveRates({ ...RATES, purchase: { ...RATES.purchase, enabled: false } });
    expect((await buy(buyer.token, {})).body.errorCode).toBe('points_purchase_closed');
    expect((await buy(buyer.token, { points: 0 })).status).toBe(422);

    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
    expect(isPointsClean(await t.services.points.check())).toBe(true);
    const history = await send<{ list: { reason: string; amount: string }[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/history',
      token: buyer.token,
    });
    expect(history.body.value.list.map((row) => [row.reason, row.amount])).toEqual(
      Array.from({ length: 4 }, () => ['PURCHASE', '+100']),
    );
  });

  it('never spends bonus money still under a turnover requirement', async () => {
    await saveRates(RATES);
    const buyer = await member('points_locked', '100.00');
    await t.db.transaction((tx) =>
      t.services.rewards.grant(tx, {
        memberId: buyer.id,
        source: 'MANUAL',
        sourceRef: 'points-test:locked',
        title: { JA: 'ボーナス（テスト）', EN: 'Bonus (test)' },
        prize: { kind: 'BONUS', amount: 20_000n },
        turnover: { multiple: 100, base: 'BONUS', weights: { RNG: TURNOVER_WEIGHT_SCALE } },
        claim: 'AUTO',
      }),
    );
    expect(await main(buyer.id)).toBe(30_000n);
    expect((await buy(buyer.token, { points: 50 })).body).toMatchObject({
      errorCode: 'points_purchase_turnover_unmet',
      value: { withdrawable: '100.00' },
    });
    expect((await buy(buyer.token, { points: 40 })).body.value).toMatchObject({
      cost: '100.00',
      balance: '200.00',
    });
  });
});
