import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  type MemberType,
  type ContractKind,
  type ContractProduct,
  type ContractTerms,
  type Settlement,
  type SettlementPage,
  type WhitelabelNode,
} from '@platform/contract';
import { createManualClock } from '../../../platform/clock.ts';
import { hashPassword } from '../../../platform/crypto/passwords.ts';
import { ledgerTransfers } from '../../../platform/ledger/tables.ts';
import { periodAt } from '../../../platform/jobs/periods.ts';
import { createTestApp, openTrialSession, type TestApp } from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { contractPolicies, contractSettlements, contractTerms, contracts } from '../tables.ts';
import { defaultContractPolicy } from '../terms.ts';

/*
 * Settlements end to end on the real app: a three-level tree of agents with contracts (inserted as
 * the lifecycle would sign them), rounds recorded as the games record them, the period jobs on a
 * moved clock, and the records, ledger and routes that follow.
 */

const TOKYO = 'Asia/Tokyo';
const PASSWORD = 'settle1234';
const clock = createManualClock('2026-11-24T00:00:00Z');
let t: TestApp;
const ids: Record<string, number> = {};

const member = async (username: string, type: MemberType, parent?: string) => {
  const row = await t.services.members.createMember({
    username,
    passwordHash: await hashPassword(PASSWORD),
    type,
    language: 'EN',
    parentId: parent === undefined ? null : ids[parent],
  });
  ids[username] = row.id;
};

/** A signed contract from `from` (the operator when null) to `to`, in force from `since`. */
const sign = async (
  from: string | null,
  to: string,
  terms: ContractTerms,
  since: string,
  product: ContractProduct = 'ALL',
) => {
  const at = new Date(since);
  const [row] = await t.db
    .insert(contracts)
    .values({
      kind: terms.kind,
      product,
      uplineId: from === null ? null : ids[from],
      downlineId: ids[to] as number,
      status: 'SIGNED',
      terms,
      createdAt: at,
      signedAt: at,
      effectiveFrom: at,
    })
    .returning();
  if (!row) throw new Error('no contract');
  await t.db.insert(contractTerms).values({ contractId: row.id, terms, effectiveFrom: at });
  return row.id;
};

/** A round settled now (the clock's time), as the games record it; a lottery order names its draw. */
const play = async (
  username: string,
  validBet: number,
  payout: number,
  category = 'RNG',
  drawNo: string | null = null,
) => {
  const stake = BigInt(validBet) * 100n;
  await t.services.events.record(t.db, {
    type: 'round.settled',
    memberId: ids[username] as number,
    payload: {
      vassalage: 'test',
      roundId: randomUUID(),
      nodeId: 0,
      category: category as 'RNG',
      stake: stake.toString(),
      validBet: stake.toString(),
      payout: (BigInt(payout) * 100n).toString(),
      uplineIds: [],
      drawNo,
    },
  });
};

const day = (key: string) => {
  const period = periodAt({ every: 'day' }, new Date(`${key}T03:00:00Z`), TOKYO);
  if (period.key !== key) throw new Error(`no day ${key}`);
  return period;
};

const recordsOf = async (kind: ContractKind, period: string) =>
  Object.fromEntries(
    (
      await t.db
        .select()
        .from(contractSettlements)
        .where(sql`${contractSettlements.kind} = ${kind} and ${contractSettlements.period} = ${period}`)
    ).map((row) => [
      Object.entries(ids).find(([, id]) => id === row.agentId)?.[0] ?? '?',
      { amount: row.amount, status: row.status, figures: row.figures, id: row.id },
    ]),
  );

const mainBalance = async (username: string) =>
  (await t.services.wallet.getMainBalance(ids[username] as number)).balance;

const salary = (
  kind: 'DAILY_SALARY' | 'HOURLY_SALARY',
  rate: string,
  minActiveMembers = 1,
): ContractTerms => ({
  kind,
  tiers: [
    { minValidBet: '1000', minActiveMembers: 0, rateType: 'FIXED', rate: '5' },
    { minValidBet: '2000', minActiveMembers, rateType: 'PERCENT', rate },
  ],
});

const setPolicy = async (kind: ContractKind, change: Partial<ReturnType<typeof defaultContractPolicy>>) => {
  const policy = { ...defaultContractPolicy(kind), ...change };
  await t.db
    .insert(contractPolicies)
    .values({ kind, policy, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: contractPolicies.kind, set: { policy } });
};

const token = async (username: string) =>
  (await login(t, { username, password: PASSWORD, portal: 'AGENT' })).body.value.token;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await member('stop', MEMBER_TYPE.GENERAL_AGENT);
  await member('smid', MEMBER_TYPE.AGENT, 'stop');
  await member('slow', MEMBER_TYPE.AGENT, 'smid');
  await member('sp1', MEMBER_TYPE.MEMBER, 'slow');
  await member('sp2', MEMBER_TYPE.MEMBER, 'smid');
  await member('sp3', MEMBER_TYPE.MEMBER, 'stop');
  await member('splain', MEMBER_TYPE.MEMBER);
  // Every contract kind's switch on, as the operator would turn them.
  await switchKinds(() => true);
});

/** Turns the white-label switches: each node on when `on` says so. */
const switchKinds = async (on: (modId: string) => boolean) => {
  const admin = await createStaffAndLogin(t, `settleadmin${randomUUID().slice(0, 6)}`, 'ADMIN');
  const tree = (
    await send<WhitelabelNode[]>(t, { method: 'GET', url: '/console-api/settings/whitelabel', token: admin })
  ).body.value;
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({ ...node, enabled: on(node.modId), childrenNodes: turned(node.childrenNodes) }));
  const saved = await send(t, {
    method: 'PUT',
    url: '/console-api/settings/whitelabel',
    token: admin,
    payload: turned(tree),
  });
  expect(saved.status).toBe(200);
};
afterAll(async () => {
  await t.close();
});

describe('daily salary', () => {
  it('pays each level its rate on its team less its downline’s, once, and counts a late round next day', async () => {
    await sign(null, 'stop', salary('DAILY_SALARY', '2'), '2026-11-24T00:00:00Z');
    await sign('stop', 'smid', salary('DAILY_SALARY', '1.5'), '2026-11-24T00:00:00Z');
    // slow's top tier asks for 2 active members: it has 1, so the fixed tier applies.
    await sign('smid', 'slow', salary('DAILY_SALARY', '1', 2), '2026-11-24T00:00:00Z');

    clock.set('2026-11-24T01:00:00Z');
    await play('sp1', 3000, 1000);
    clock.set('2026-11-24T05:00:00Z');
    await play('sp2', 2000, 2500, 'LIVE');
    await play('sp3', 500, 0);
    await play('splain', 9000, 0); // outside every team

    clock.set('2026-11-24T15:06:00Z');
    const first = await t.services.settlements.settle('DAILY_SALARY', day('2026-11-24'));
    expect(first).toMatchObject({ records: 3, created: 3, paid: 3, failed: 0 });
    const records = await recordsOf('DAILY_SALARY', 'D:2026-11-24');
    // slow: 3,000 with 1 active member (tier 0, fixed 5); smid: 5,000 × 1.5% = 75 − 5 = 70;
    // stop: 5,500 × 2% = 110 − 75 = 35.
    expect(records.slow).toMatchObject({ amount: 500n, status: 'PAID' });
    expect(records.slow?.figures).toMatchObject({
      teamValidBet: '3000.00',
      activeMembers: 1,
      tierIndex: 0,
      rate: null,
      teamAmount: '5.00',
      downlineAmount: '0.00',
    });
    expect(records.smid).toMatchObject({ amount: 7000n, status: 'PAID' });
    expect(records.smid?.figures).toMatchObject({
      teamValidBet: '5000.00',
      teamNetLoss: '1500.00',
      activeMembers: 2,
      tierIndex: 1,
      rate: '1.5',
      teamAmount: '75.00',
      downlineAmount: '5.00',
    });
    expect(records.stop).toMatchObject({ amount: 3500n, status: 'PAID' });
    expect([await mainBalance('slow'), await mainBalance('smid'), await mainBalance('stop')]).toEqual([
      500n,
      7000n,
      3500n,
    ]);

    // Run again, and through the job runner: nothing is paid twice.
    expect(await t.services.settlements.settle('DAILY_SALARY', day('2026-11-24'))).toMatchObject({
      records: 3,
      created: 0,
      paid: 0,
    });
    await t.jobRunner.runPeriod('contract-daily-salary', day('2026-11-24'));
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like 'contract:DAILY_SALARY:D:2026-11-24:%'`);
    expect(transfers.map((row) => [row.type, row.amount]).sort()).toEqual([
      ['DAILY_SALARY', 3500n],
      ['DAILY_SALARY', 500n],
      ['DAILY_SALARY', 7000n],
    ]);
    expect(transfers[0]?.metadata).toMatchObject({ kind: 'DAILY_SALARY', period: 'D:2026-11-24' });
    const notices = await t.services.notifications.list(ids.slow as number);
    expect(notices.list.map((notice) => [notice.kind, notice.amount, notice.orderNo])).toEqual([
      ['CONTRACT_PAID', '5.00', 'D:2026-11-24'],
    ]);

    // A round settled on the 24th after the 24th was sealed counts on the 25th.
    clock.set('2026-11-24T15:07:00Z');
    await t.services.events.record(
      t.db,
      {
        type: 'round.settled',
        memberId: ids.sp1 as number,
        payload: {
          vassalage: 'test',
          roundId: 'late',
          nodeId: 0,
          category: 'RNG',
          stake: '200000',
          validBet: '200000',
          payout: '0',
          uplineIds: [],
        },
      },
      new Date('2026-11-24T14:59:00Z'),
    );
    clock.set('2026-11-25T15:06:00Z');
    // Two runs of the day at once (two instances): one transfer per agent.
    await Promise.all([
      t.services.settlements.settle('DAILY_SALARY', day('2026-11-25')),
      t.services.settlements.settle('DAILY_SALARY', day('2026-11-25')),
    ]);
    const paid = await t.db
      .select()
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like 'contract:DAILY_SALARY:D:2026-11-25:%'`);
    expect(paid).toHaveLength(3);
    const next = await recordsOf('DAILY_SALARY', 'D:2026-11-25');
    expect(next.slow?.figures).toMatchObject({ teamValidBet: '2000.00', teamNetLoss: '2000.00' });
    expect((await recordsOf('DAILY_SALARY', 'D:2026-11-24')).slow?.figures.teamValidBet).toBe('3000.00');
    // 2,000 with one active member: slow its fixed 5; smid 1.5% = 30 − 5; stop 2% = 40 − 30.
    expect([next.slow?.amount, next.smid?.amount, next.stop?.amount]).toEqual([500n, 2500n, 1000n]);
  });
});

describe('settlement routes', () => {
  it('shows an agent only its own records, refuses a non-agent, and filters by period end', async () => {
    const slow = await token('slow');
    const list = await send<SettlementPage>(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DAILY_SALARY&startDate=2026-11-24&endDate=2026-11-24',
      token: slow,
    });
    expect(list.status).toBe(200);
    expect(
      list.body.value.list.map((row) => [row.agent.account, row.period, row.amount, row.status]),
    ).toEqual([['slow', 'D:2026-11-24', '5.00', 'PAID']]);
    expect(list.body.value.amount).toBe('5.00');
    const both = await send<SettlementPage>(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DAILY_SALARY&startDate=2026-11-24&endDate=2026-11-25',
      token: await token('smid'),
    });
    expect(both.body.value.list.map((row) => [row.agent.account, row.period])).toEqual([
      ['smid', 'D:2026-11-25'],
      ['smid', 'D:2026-11-24'],
    ]);
    const tooLong = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DAILY_SALARY&startDate=2026-01-01&endDate=2026-11-24',
      token: slow,
    });
    expect([tooLong.status, tooLong.body.errorCode]).toEqual([422, 'validation_failed']);
    const plain = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DAILY_SALARY&startDate=2026-11-24&endDate=2026-11-24',
      token: (await login(t, { username: 'splain', password: PASSWORD })).body.value.token,
    });
    expect([plain.status, plain.body.errorCode]).toEqual([403, 'forbidden']);
  });

  it('estimates the open day from the figures so far, with the downline’s share taken off', async () => {
    clock.set('2026-11-26T02:00:00Z');
    await play('sp1', 4000, 0);
    // The estimate books only what one batch takes at once (the scheduler's tick may hold the batch):
    // the round is booked first, so the estimate is read from it.
    await t.services.contractFigures.drain();
    const estimate = await send<{
      list: (Pick<Settlement, 'period' | 'amount' | 'figures'> & { computedAt: string })[];
    }>(t, {
      method: 'GET',
      url: '/wps/agent/settlements/estimate?kind=DAILY_SALARY',
      token: await token('smid'),
    });
    expect(estimate.status).toBe(200);
    // smid: 4,000 × 1.5% = 60 less slow's 5 (one active member: its fixed tier, not 1%) → 55.
    expect(estimate.body.value.list.map((row) => [row.period, row.figures.teamAmount, row.amount])).toEqual([
      ['D:2026-11-26', '60.00', '55.00'],
    ]);
    const none = await send<{ list: unknown[] }>(t, {
      method: 'GET',
      url: '/wps/agent/settlements/estimate?kind=DIVIDEND',
      token: await token('smid'),
    });
    expect(none.body.value.list).toEqual([]);
  });

  it('waits for approval when the operator asks, pays once on two approvals at once, rejects with a reason', async () => {
    await setPolicy('DAILY_SALARY', { payoutMode: 'APPROVAL' });
    clock.set('2026-11-26T15:06:00Z');
    await t.services.settlements.settle('DAILY_SALARY', day('2026-11-26'));
    const waiting = await recordsOf('DAILY_SALARY', 'D:2026-11-26');
    expect([waiting.slow?.status, waiting.smid?.status, waiting.stop?.status]).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    const finance = await createStaffAndLogin(t, 'settlefinance', 'FINANCE');
    const support = await createStaffAndLogin(t, 'settlesupport', 'SUPPORT');
    const queue = await send<SettlementPage>(t, {
      method: 'GET',
      url: '/console-api/settlements?status=PENDING&kind=DAILY_SALARY',
      token: finance,
    });
    expect(queue.body.value.list.map((row) => row.agent.account).sort()).toEqual(['slow', 'smid', 'stop']);
    // The runs list names a run by its job period: that key finds the records the run closed.
    for (const period of ['2026-11-26', 'D:2026-11-26']) {
      const ofRun = await send<SettlementPage>(t, {
        method: 'GET',
        url: `/console-api/settlements?kind=DAILY_SALARY&period=${period}`,
        token: finance,
      });
      expect(ofRun.body.value.list.map((row) => row.period)).toEqual([
        'D:2026-11-26',
        'D:2026-11-26',
        'D:2026-11-26',
      ]);
    }
    const denied = await send(t, { method: 'GET', url: '/console-api/settlements', token: support });
    expect(denied.status).toBe(403);

    const before = await mainBalance('smid');
    const url = `/console-api/settlements/${waiting.smid?.id}/approve`;
    const answers = await Promise.all([
      send<Settlement>(t, { method: 'POST', url, token: finance }),
      send<Settlement>(t, { method: 'POST', url, token: finance }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errorCode).toBe('settlement_not_pending');
    expect(answers.find((answer) => answer.status === 200)?.body.value).toMatchObject({ status: 'PAID' });
    expect((await mainBalance('smid')) - before).toBe(waiting.smid?.amount);

    const rejected = await send<Settlement>(t, {
      method: 'POST',
      url: `/console-api/settlements/${waiting.stop?.id}/reject`,
      token: finance,
      payload: { reason: 'under review' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', reason: 'under review' });
    const again = await send(t, {
      method: 'POST',
      url: `/console-api/settlements/${waiting.stop?.id}/approve`,
      token: finance,
    });
    expect(again.body.errorCode).toBe('settlement_not_pending');
    const missing = await send(t, {
      method: 'POST',
      url: '/console-api/settlements/99999999/approve',
      token: finance,
    });
    expect(missing.status).toBe(404);
    await setPolicy('DAILY_SALARY', { payoutMode: 'AUTO' });
  });

  it('adjusts a record once per request, refusing to take back more than the wallet holds', async () => {
    const finance = await createStaffAndLogin(t, 'settleadjust', 'FINANCE');
    const record = (await recordsOf('DAILY_SALARY', 'D:2026-11-24')).slow;
    const url = `/console-api/settlements/${record?.id}/adjust`;
    const requestId = randomUUID();
    const before = await mainBalance('slow');
    for (let n = 0; n < 2; n += 1) {
      const answer = await send<Settlement>(t, {
        method: 'POST',
        url,
        token: finance,
        payload: { amount: '2.50', reason: 'missed round', requestId },
      });
      expect(answer.body.value).toMatchObject({ adjustment: '2.50' });
    }
    expect((await mainBalance('slow')) - before).toBe(250n);
    const back = await send<Settlement>(t, {
      method: 'POST',
      url,
      token: finance,
      payload: { amount: '-1.00', reason: 'correction', requestId: randomUUID() },
    });
    expect(back.body.value.adjustment).toBe('1.50');
    const tooMuch = await send(t, {
      method: 'POST',
      url,
      token: finance,
      payload: { amount: '-100000', reason: 'too much', requestId: randomUUID() },
    });
    expect([tooMuch.status, tooMuch.body.errorCode]).toEqual([422, 'insufficient_balance']);
  });

  it('re-runs an ended period from the console: a failed payment paid once, an open period refused', async () => {
    const finance = await createStaffAndLogin(t, 'settlererun', 'FINANCE');
    const record = (await recordsOf('DAILY_SALARY', 'D:2026-11-25')).smid;
    // As if the payment had been refused: the transfer never happened.
    await t.db
      .delete(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `contract:DAILY_SALARY:D:2026-11-25:${record?.id ?? 0}`));
    await t.db
      .update(contractSettlements)
      .set({ status: 'FAILED', reason: 'account closed', transferId: null })
      .where(eq(contractSettlements.id, record?.id ?? 0));
    const rerun = await send<{ status: string; byStatus: Record<string, number> }>(t, {
      method: 'POST',
      url: '/console-api/settlements/runs',
      token: finance,
      payload: { kind: 'DAILY_SALARY', period: '2026-11-25' },
    });
    expect(rerun.status).toBe(200);
    expect(rerun.body.value.byStatus).toMatchObject({ PAID: 3, FAILED: 0 });
    const open = await send(t, {
      method: 'POST',
      url: '/console-api/settlements/runs',
      token: finance,
      payload: { kind: 'DAILY_SALARY', period: '2026-11-27' },
    });
    expect([open.status, open.body.errorCode]).toEqual([409, 'settlement_period_open']);
    const unknown = await send(t, {
      method: 'POST',
      url: '/console-api/settlements/runs',
      token: finance,
      payload: { kind: 'DAILY_SALARY', period: 'D:2026-11-25' },
    });
    expect(unknown.status).toBe(422);
    const runs = await send<{ list: { kind: string; period: string }[] }>(t, {
      method: 'GET',
      url: '/console-api/settlements/runs?kind=DAILY_SALARY',
      token: finance,
    });
    expect(runs.status).toBe(200);
    expect(runs.body.value.list.map((run) => run.period)).toContain('2026-11-24');
  });
});

describe('hourly, real-time and dividend settlements', () => {
  const fiveMinutes = (iso: string) => periodAt({ every: 'minutes', minutes: 5 }, new Date(iso), TOKYO);
  const halfHour = (iso: string) => periodAt({ every: 'minutes', minutes: 30 }, new Date(iso), TOKYO);

  it('settles the hour with the half hour that ends it, on its product only', async () => {
    await member('htop', MEMBER_TYPE.GENERAL_AGENT);
    await member('hp1', MEMBER_TYPE.MEMBER, 'htop');
    await sign(
      null,
      'htop',
      {
        kind: 'HOURLY_SALARY',
        tiers: [{ minValidBet: '100', minActiveMembers: 0, rateType: 'PERCENT', rate: '1' }],
      },
      '2026-11-27T00:00:00Z',
      'RNG',
    );
    clock.set('2026-11-27T00:10:00Z');
    await play('hp1', 1000, 0);
    clock.set('2026-11-27T00:40:00Z');
    await play('hp1', 2000, 4000);
    await play('hp1', 5000, 0, 'LIVE');
    clock.set('2026-11-27T01:02:00Z');
    expect(
      await t.services.settlements.settle('HOURLY_SALARY', halfHour('2026-11-27T00:10:00Z')),
    ).toMatchObject({
      records: 0,
    });
    await t.services.settlements.settle('HOURLY_SALARY', halfHour('2026-11-27T00:40:00Z'));
    const records = await recordsOf('HOURLY_SALARY', 'H:2026-11-27T09');
    expect(records.htop).toMatchObject({ amount: 3000n, status: 'PAID' });
    expect(records.htop?.figures).toMatchObject({ teamValidBet: '3000.00', teamNetLoss: '-1000.00' });
  });

  it('rates each round of the 5 minutes at its tier, losing and winning apart, each level on its team', async () => {
    await member('rtop', MEMBER_TYPE.GENERAL_AGENT);
    await member('rmid', MEMBER_TYPE.AGENT, 'rtop');
    await member('rp1', MEMBER_TYPE.MEMBER, 'rmid');
    await sign(
      null,
      'rtop',
      {
        kind: 'REALTIME_SALARY',
        tiers: [
          { minBet: '100', lossRate: '1', winRate: '0.5' },
          { minBet: '1000', lossRate: '2', winRate: '1' },
        ],
      },
      '2026-11-27T02:00:00Z',
    );
    await sign(
      'rtop',
      'rmid',
      { kind: 'REALTIME_SALARY', tiers: [{ minBet: '100', lossRate: '0.5', winRate: '0.2' }] },
      '2026-11-27T02:00:00Z',
    );
    clock.set('2026-11-27T02:01:00Z');
    await play('rp1', 1000, 0);
    await play('rp1', 200, 400);
    await play('rp1', 50, 0);
    await play('rp1', 300, 300);
    clock.set('2026-11-27T02:06:00Z');
    await t.services.settlements.settle('REALTIME_SALARY', fiveMinutes('2026-11-27T02:01:00Z'));
    const records = await recordsOf('REALTIME_SALARY', 'R:2026-11-27T11:00');
    // rmid: 1,000 × 0.5% + 200 × 0.2% = 5.40; rtop: 1,000 × 2% + 200 × 0.5% = 21 − 5.40.
    expect(records.rmid).toMatchObject({ amount: 540n, status: 'PAID' });
    expect(records.rmid?.figures).toMatchObject({ losingStake: '1000.00', winningStake: '200.00' });
    expect(records.rtop).toMatchObject({ amount: 1560n, status: 'PAID' });
    expect(records.rtop?.figures).toMatchObject({
      teamAmount: '21.00',
      downlineAmount: '5.40',
      tierIndex: 1,
    });
  });

  it('rates a member’s lottery orders on one draw as one bet: its tier by their sum, its outcome by their net', async () => {
    await member('ltop', MEMBER_TYPE.GENERAL_AGENT);
    await member('lp1', MEMBER_TYPE.MEMBER, 'ltop');
    await member('lp2', MEMBER_TYPE.MEMBER, 'ltop');
    await sign(
      null,
      'ltop',
      {
        kind: 'REALTIME_SALARY',
        tiers: [
          { minBet: '100', lossRate: '1', winRate: '0.5' },
          { minBet: '1000', lossRate: '2', winRate: '1' },
        ],
      },
      '2026-11-28T02:00:00Z',
      'ELOTT',
    );
    clock.set('2026-11-28T02:01:00Z');
    // lp1: three lost orders on draw 0001 (one bet of 1,200 at the second tier), one lost on 0002.
    for (let order = 0; order < 3; order += 1) await play('lp1', 400, 0, 'ELOTT', '20261128-0001');
    await play('lp1', 400, 0, 'ELOTT', '20261128-0002');
    // lp2 on the same draw number: its own bet. A won and a lost order there net to nothing (a push).
    await play('lp2', 400, 800, 'ELOTT', '20261128-0001');
    await play('lp2', 400, 0, 'ELOTT', '20261128-0001');
    // Another category's round is not the ELOTT contract's.
    await play('lp2', 5000, 0, 'RNG');
    clock.set('2026-11-28T02:06:00Z');
    await t.services.settlements.settle('REALTIME_SALARY', fiveMinutes('2026-11-28T02:01:00Z'));
    const records = await recordsOf('REALTIME_SALARY', 'R:2026-11-28T11:00');
    // 1,200 × 2% + 400 × 1% = 28.00 (rated order by order it would be 4 × 400 × 1% = 16.00).
    expect(records.ltop).toMatchObject({ amount: 2800n, status: 'PAID' });
    expect(records.ltop?.figures).toMatchObject({
      losingStake: '1600.00',
      winningStake: '0.00',
      tierIndex: 1,
    });
  });

  it('carries a weekly loss into the next Sunday week, and estimates the open week with it', async () => {
    await setPolicy('DIVIDEND', { carryOver: 'LOSS', serviceFeeRate: '1' });
    await member('vtop', MEMBER_TYPE.GENERAL_AGENT);
    await member('vmid', MEMBER_TYPE.AGENT, 'vtop');
    await member('vp1', MEMBER_TYPE.MEMBER, 'vmid');
    await member('vp2', MEMBER_TYPE.MEMBER, 'vtop');
    const dividend = (rate: string): ContractTerms => ({
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [{ minValidBet: '1000', minNetLoss: '100', minActiveMembers: 1, periodicBet: null, rate }],
    });
    // Sunday 29 November 2026, midnight in Tokyo.
    await sign(null, 'vtop', dividend('30'), '2026-11-28T15:00:00Z');
    await sign('vtop', 'vmid', dividend('20'), '2026-11-28T15:00:00Z');
    clock.set('2026-11-30T01:00:00Z');
    await play('vp1', 2000, 3000);
    await play('vp2', 1000, 0);
    clock.set('2026-12-05T15:11:00Z');
    await t.services.settlements.settle('DIVIDEND', day('2026-12-05'));
    const first = await recordsOf('DIVIDEND', 'W:2026-11-29');
    // vmid: −1,000 − 20 fee, no tier: −1,020 carried; vtop: 0 − 30 fee: −30 carried.
    expect(first.vmid).toMatchObject({ amount: 0n, status: 'NO_PAYOUT' });
    expect(first.vmid?.figures).toMatchObject({
      serviceFee: '20.00',
      carriedOut: '-1020.00',
      tierIndex: null,
    });
    expect(first.vtop?.figures).toMatchObject({ teamNetLoss: '0.00', carriedOut: '-30.00' });

    clock.set('2026-12-07T01:00:00Z');
    await play('vp1', 5000, 0);
    await t.services.contractFigures.drain();
    const estimate = await send<{
      list: { period: string; amount: string; figures: { carriedIn: string } }[];
    }>(t, {
      method: 'GET',
      url: '/wps/agent/settlements/estimate?kind=DIVIDEND',
      token: await token('vmid'),
    });
    expect(estimate.body.value.list).toMatchObject([
      { period: 'W:2026-12-06', amount: '786.00', figures: { carriedIn: '-1020.00' } },
    ]);
    clock.set('2026-12-12T15:11:00Z');
    // A day that closes no week settles nothing.
    expect(await t.services.settlements.settle('DIVIDEND', day('2026-12-11'))).toMatchObject({ records: 0 });
    await t.services.settlements.settle('DIVIDEND', day('2026-12-12'));
    const second = await recordsOf('DIVIDEND', 'W:2026-12-06');
    // vmid: 5,000 − 50 − 1,020 = 3,930 × 20% = 786; vtop: 5,000 − 50 − 30 = 4,920 × 30% = 1,476 − 786.
    expect(second.vmid).toMatchObject({ amount: 78_600n, status: 'PAID' });
    expect(second.vtop).toMatchObject({ amount: 69_000n, status: 'PAID' });
    expect(second.vtop?.figures).toMatchObject({
      carriedIn: '-30.00',
      teamAmount: '1476.00',
      downlineAmount: '786.00',
    });
  });
});

describe('dividend across a month', () => {
  it('asks the periodic bet of the part of the month, and forgets a loss at the 1st (LOSS_RESET_MONTHLY)', async () => {
    await setPolicy('DIVIDEND', { carryOver: 'LOSS_RESET_MONTHLY', serviceFeeRate: '0' });
    await member('mtop', MEMBER_TYPE.GENERAL_AGENT);
    await member('mp1', MEMBER_TYPE.MEMBER, 'mtop');
    await sign(
      null,
      'mtop',
      {
        kind: 'DIVIDEND',
        period: 'DAILY',
        tiers: [{ minValidBet: '100', minNetLoss: '1', minActiveMembers: 0, periodicBet: '500', rate: '10' }],
      },
      '2026-12-29T15:00:00Z',
    );
    clock.set('2026-12-30T01:00:00Z');
    await play('mp1', 1000, 3000);
    clock.set('2026-12-30T15:11:00Z');
    await t.services.settlements.settle('DIVIDEND', day('2026-12-30'));
    expect((await recordsOf('DIVIDEND', 'D:2026-12-30')).mtop?.figures).toMatchObject({
      teamNetLoss: '-2000.00',
      carriedOut: '-2000.00',
    });
    clock.set('2026-12-31T01:00:00Z');
    await play('mp1', 400, 0);
    clock.set('2026-12-31T15:11:00Z');
    await t.services.settlements.settle('DIVIDEND', day('2026-12-31'));
    // 400 lost, but the day's part of the month (22–end) bet 400, below the periodic 500: no tier.
    expect((await recordsOf('DIVIDEND', 'D:2026-12-31')).mtop).toMatchObject({
      amount: 0n,
      status: 'NO_PAYOUT',
      figures: { periodicBets: ['400.00'], tierIndex: null, carriedIn: '-2000.00', carriedOut: '-1600.00' },
    });
    clock.set('2027-01-01T01:00:00Z');
    await play('mp1', 600, 0);
    clock.set('2027-01-01T15:11:00Z');
    await t.services.settlements.settle('DIVIDEND', day('2027-01-01'));
    // A new month: the carried loss is gone; 600 × 10%.
    expect((await recordsOf('DIVIDEND', 'D:2027-01-01')).mtop).toMatchObject({
      amount: 6000n,
      status: 'PAID',
      figures: { carriedIn: '0.00', periodicBets: ['600.00'], tierIndex: 0 },
    });
  });
});

describe('settlement routes refused', () => {
  it('refuses a trial account, and a kind whose switch is off', async () => {
    const trial = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements/estimate?kind=DAILY_SALARY',
      token: await openTrialSession(t.services, t.db, 'settletrial'),
    });
    expect([trial.status, trial.body.errorCode]).toEqual([403, 'in_need_true_account']);
    await switchKinds((modId) => modId !== 'DIVIDEND');
    const vmid = await token('vmid');
    const off = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements/estimate?kind=DIVIDEND',
      token: vmid,
    });
    expect([off.status, off.body.errorCode]).toEqual([403, 'contract_kind_disabled']);
    const list = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DIVIDEND&startDate=2026-12-01&endDate=2026-12-12',
      token: vmid,
    });
    expect(list.body.errorCode).toBe('contract_kind_disabled');
    const other = await send(t, {
      method: 'GET',
      url: '/wps/agent/settlements?kind=DAILY_SALARY&startDate=2026-12-01&endDate=2026-12-12',
      token: vmid,
    });
    expect(other.status).toBe(200);
  });
});
