import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PointsBalance, PointsTransfer } from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { describePointsCheck, isPointsClean } from './ledger.ts';

let t: TestApp;
const PASSWORD = 'points123';

const member = async (username: string) => {
  const created = await createTestMember(t.services, { username, password: PASSWORD });
  const answer = await login(t, { username, password: PASSWORD });
  expect(answer.status).toBe(200);
  return { id: created.id, token: answer.body.value.token };
};

const credit = (memberId: number, points: bigint, key: string) =>
  t.db.transaction((tx) => t.services.points.credit(tx, { memberId, points, key, reason: 'REWARD' }));
const debit = (memberId: number, points: bigint, key: string) =>
  t.db.transaction((tx) => t.services.points.debit(tx, { memberId, points, key, reason: 'REDEEM' }));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('points ledger', () => {
  it('credits 50 concurrent movements of one key once', async () => {
    const { id } = await member('points_same_key');
    const results = await Promise.all(Array.from({ length: 50 }, () => credit(id, 700n, `test:same:${id}`)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transfer.id)).size).toBe(1);
    expect(await t.services.points.balance(id)).toBe(700n);
  });

  it('never debits below zero under concurrent debits, and refuses a key reused for another movement', async () => {
    const { id } = await member('points_debits');
    await credit(id, 1_000n, `test:fund:${id}`);
    const settled = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) => debit(id, 300n, `test:debit:${id}:${n}`)),
    );
    const done = settled.filter((result) => result.status === 'fulfilled');
    const refused = settled.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    );
    expect(done).toHaveLength(3);
    expect(refused).toEqual(Array.from({ length: 27 }, () => 'insufficient_balance'));
    expect(await t.services.points.balance(id)).toBe(100n);
    await expect(credit(id, 5n, `test:fund:${id}`)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    await expect(debit(id, 0n, `test:zero:${id}`)).rejects.toThrow(/between 1 and/);
  });

  it('keeps transfers append-only and reconciles, naming a balance changed behind its back', async () => {
    const { id } = await member('points_tamper');
    await credit(id, 50n, `test:tamper:${id}`);
    await expect(
      t.db.execute(sql`update points_transfers set amount = 1 where member_id = ${id}`),
    ).rejects.toThrow();
    const clean = await t.services.points.check();
    expect(isPointsClean(clean)).toBe(true);
    expect(describePointsCheck(clean)[0]).toMatch(/^points:check ok: \d+ accounts, \d+ transfers/);
    await t.db.execute(sql`update points_accounts set balance = balance + 1 where member_id = ${id}`);
    const dirty = await t.services.points.check();
    expect(dirty.faults).toEqual([{ memberId: id, balance: 51n, expected: 50n }]);
    expect(describePointsCheck(dirty)[0]).toMatch(/^points:check FAILED: 1 account at fault/);
    await t.db.execute(sql`update points_accounts set balance = balance - 1 where member_id = ${id}`);
  });
});

describe('reward points', () => {
  it('pays a reward’s points into the points ledger once, keyed by the reward', async () => {
    const { id } = await member('points_reward');
    const grant = () =>
      t.db.transaction((tx) =>
        t.services.rewards.grant(tx, {
          memberId: id,
          source: 'PROMOTION',
          sourceRef: 'points-test:1',
          title: { JA: 'ポイント（テスト）', EN: 'Points (test)' },
          prize: { kind: 'POINTS', points: 250n },
          claim: 'AUTO',
        }),
      );
    const first = await grant();
    await grant();
    expect(await t.services.points.balance(id)).toBe(250n);
    const { list: rows } = await t.services.points.history(id, { pageNum: 1, pageSize: 10 });
    expect(rows.map((row) => [row.idempotencyKey, row.amount, row.reason])).toEqual([
      [`reward:${first.rewardId}`, 250n, 'REWARD'],
    ]);
  });
});

describe('points endpoints', () => {
  it('answers the member’s own balance and history, and refuses trial accounts and visitors', async () => {
    const own = await member('points_http');
    const other = await member('points_http_other');
    await credit(own.id, 120n, `test:http:${own.id}:1`);
    await debit(own.id, 20n, `test:http:${own.id}:2`);
    await credit(other.id, 9n, `test:http:${other.id}`);

    const balance = await send<PointsBalance>(t, {
      method: 'GET',
      url: '/wps/relay/points/balance',
      token: own.token,
    });
    expect(balance.body.value).toEqual({ balance: '100' });
    const history = await send<{ list: PointsTransfer[]; total: number }>(t, {
      method: 'GET',
      url: '/wps/relay/points/history?pageSize=1',
      token: own.token,
    });
    expect(history.body.value.total).toBe(2);
    expect(history.body.value.list).toEqual([
      expect.objectContaining({ amount: '-20', balanceAfter: '100', reason: 'REDEEM' }),
    ]);

    const trial = await openTrialSession(t.services, t.db, 'points_trial');
    const refused = await send(t, { method: 'GET', url: '/wps/relay/points/balance', token: trial });
    expect(refused.body.errorCode).toBe('in_need_true_account');
    const visitor = await send(t, { method: 'GET', url: '/wps/relay/points/history' });
    expect(visitor.body.errorCode).toBe('not_logged_in');
    const hostile = await send(t, {
      method: 'GET',
      url: '/wps/relay/points/history?pageSize=99999999999999999999',
      token: own.token,
    });
    expect(hostile.status).toBe(422);
  });
});
