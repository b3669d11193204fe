import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MODULE_ID,
  type MemberInfo,
  type PromoCounts,
  type RebateDetails,
  type RebateSummary,
  type VipGrant,
  type VipOverview,
  type VipRank,
  type VipRankChange,
  type VipRankInput,
  type WhitelabelNode,
  type WithdrawalConfig,
} from '@platform/contract';
import { createManualClock, createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { auditLog } from '../../platform/audit/tables.ts';
import { rewards } from '../rewards/core/tables.ts';
import { recordDeposits, recordPlay } from '../rewards/missions/testing.ts';
import { VIP_EVALUATE_JOB, VIP_KEEP_JOB } from './service.ts';

/*
 * VIP through HTTP on a moved clock (merchant time zone Asia/Tokyo): deposits and rounds recorded as
 * events, taken into the statistics, promote a member (its upgrade bonuses granted once per rank
 * ever), the monthly keep check demotes it once per month, salaries are granted once per period.
 */

const clock = createManualClock('2026-11-10T03:00:00Z'); // 12:00 on 2026-11-10 in Tokyo
let t: TestApp;
let admin: string;
const PASSWORD = 'vipmember1';

const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  send<T>(t, { method, url, language: 'EN', token, ...(payload === undefined ? {} : { payload }) });

const OFF = {
  MONTHLY_DEPOSIT: null,
  TOTAL_DEPOSIT: null,
  DEPOSIT_COUNT: null,
  MONTHLY_TURNOVER: null,
  TOTAL_TURNOVER: null,
};
const rank = (name: string, overrides: Partial<VipRankInput>): VipRankInput => ({
  name: { JA: `${name}JA`, EN: name },
  labelColor: '#C9A227',
  textColor: '#101010',
  match: 'ALL',
  promotion: OFF,
  keepMatch: 'ALL',
  keep: OFF,
  upgradeBonus: null,
  salaries: [],
  rebateBonus: {},
  withdrawalDailyCount: null,
  withdrawalMaxAmount: null,
  ...overrides,
});

const turnVip = async (on: boolean) => {
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.VIP || node.modId === MODULE_ID.REWARDS ? on : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(turned(await t.services.system.getWhitelabel()));
};

const newMember = async (username: string) => {
  const member = await createTestMember(t.services, { username, password: PASSWORD });
  const answer = await login(t, { username, password: PASSWORD });
  return { id: member.id, token: answer.body.value.token };
};

const deposit = async (memberId: number, at: string, amount: bigint) => {
  await recordDeposits(t.db, [{ memberId, at: new Date(at), amount }]);
  await t.services.statistics.drain();
};
const play = async (memberId: number, at: string, validBet: bigint) => {
  await recordPlay(t.db, [
    { memberId, at: new Date(at), category: 'RNG', stake: validBet, validBet, payout: 0n },
  ]);
  await t.services.statistics.drain();
};

const upgradeRewards = (memberId: number) =>
  t.db
    .select({ sourceRef: rewards.sourceRef, amount: rewards.amount, status: rewards.status })
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.source, 'VIP_UPGRADE')))
    .orderBy(rewards.id);

const ranks: VipRank[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  await turnVip(true);
  admin = await createStaffAndLogin(t, 'vip_admin', 'ADMIN');
  const inputs = [
    rank('Bronze', {
      promotion: { ...OFF, TOTAL_DEPOSIT: '100' },
      keep: { ...OFF, MONTHLY_DEPOSIT: '50' },
      upgradeBonus: '10',
    }),
    rank('Silver', {
      promotion: { ...OFF, MONTHLY_TURNOVER: '1000', DEPOSIT_COUNT: '2' },
      keep: { ...OFF, MONTHLY_TURNOVER: '500' },
      upgradeBonus: '20',
      salaries: [{ period: 'DAILY', amount: '5', minDeposit: null, minValidBet: '100' }],
      rebateBonus: { RNG: '0.5' },
      withdrawalDailyCount: 7,
      withdrawalMaxAmount: '123456',
    }),
    rank('Gold', {
      match: 'ANY',
      promotion: { ...OFF, TOTAL_TURNOVER: '100000', MONTHLY_DEPOSIT: '50000' },
      upgradeBonus: '30',
    }),
  ];
  for (const input of inputs) {
    const saved = await call<VipRank>(admin, 'POST', '/console-api/vip/ranks', input);
    expect(saved.status).toBe(200);
    ranks.push(saved.body.value);
  }
});
afterAll(async () => {
  await t.close();
});

describe('VIP ranks', () => {
  it('validates ranks: colours as hex, at least one promotion condition, one salary per period', async () => {
    const bad = await call(admin, 'POST', '/console-api/vip/ranks', {
      ...rank('Bad', { promotion: OFF }),
      labelColor: 'red',
      salaries: [
        { period: 'DAILY', amount: '1', minDeposit: null, minValidBet: null },
        { period: 'DAILY', amount: '2', minDeposit: null, minValidBet: null },
      ],
    });
    expect(bad.body.errorCode).toBe('validation_failed');
    expect(Object.keys((bad.body.value as { fields: object }).fields).sort()).toEqual([
      'labelColor',
      'promotion',
      'salaries',
    ]);
    expect(ranks.map((r) => [r.level, r.name.EN, r.labelColor])).toEqual([
      [1, 'Bronze', '#c9a227'],
      [2, 'Silver', '#c9a227'],
      [3, 'Gold', '#c9a227'],
    ]);
    const notTop = await call(admin, 'DELETE', `/console-api/vip/ranks/${ranks[0]?.id}`);
    expect(notTop.body.errorCode).toBe('vip_rank_in_use');
  });

  it('promotes from generated statistics, grants each upgrade bonus once, and demotes on a missed month without paying twice on the way back', async () => {
    const member = await newMember('vip_climber');
    const empty = await call<VipOverview>(member.token, 'GET', '/wps/relay/vip');
    expect(empty.body.value).toMatchObject({
      level: 0,
      next: {
        match: 'ALL',
        progress: [{ condition: 'TOTAL_DEPOSIT', actual: '0.00', expected: '100.00', met: false }],
      },
      keep: null,
    });

    await deposit(member.id, '2026-11-10T01:00:00Z', 150_00n);
    const bronze = await call<VipOverview>(member.token, 'GET', '/wps/relay/vip');
    expect(bronze.body.value.level).toBe(1);
    expect(bronze.body.value.next?.progress).toEqual([
      { condition: 'DEPOSIT_COUNT', actual: '1', expected: '2', met: false },
      { condition: 'MONTHLY_TURNOVER', actual: '0.00', expected: '1000.00', met: false },
    ]);
    expect(bronze.body.value.keep?.progress).toEqual([
      { condition: 'MONTHLY_DEPOSIT', actual: '150.00', expected: '50.00', met: true },
    ]);

    // The hourly job promotes members active that day without their opening the page.
    await deposit(member.id, '2026-11-10T02:00:00Z', 10_00n);
    await play(member.id, '2026-11-10T02:10:00Z', 1200_00n);
    clock.set('2026-11-10T04:05:00Z');
    // Through runJob: the app's own scheduler may tick the job on the moved clock first.
    await t.runJob(VIP_EVALUATE_JOB);
    const info = await call<MemberInfo>(member.token, 'GET', '/wps/member/info');
    expect(info.body.value).toMatchObject({ vipLevel: 2, isVip: true, rank: 'Silver' });
    expect(await upgradeRewards(member.id)).toEqual([
      { sourceRef: `vip:${ranks[0]?.id}`, amount: 10_00n, status: 'PENDING' },
      { sourceRef: `vip:${ranks[1]?.id}`, amount: 20_00n, status: 'PENDING' },
    ]);
    const counts = await call<PromoCounts>(member.token, 'GET', '/wps/relay/rewards/counts');
    expect(counts.body.value.kinds.UPGRADE_BONUS.count).toBe(2);

    // Silver's benefits: the rebate bonus on RNG and the withdrawal limits.
    const details = await call<RebateDetails>(member.token, 'GET', '/wps/relay/rebate/details');
    const plain = await newMember('vip_plain');
    const plainDetails = await call<RebateDetails>(plain.token, 'GET', '/wps/relay/rebate/details');
    const rngOf = (d: RebateDetails) => Number(d.rates.find((r) => r.category === 'RNG')?.rate);
    expect(rngOf(details.body.value) - rngOf(plainDetails.body.value)).toBeCloseTo(0.5);
    const config = await call<WithdrawalConfig>(member.token, 'GET', '/wps/withdrawals/config');
    expect(config.body.value).toMatchObject({ dailyCount: 7, maxAmount: '123456.00' });

    // November's keep check does not judge a rank reached in November; December's missed turnover drops one rank, once.
    clock.set('2027-01-01T01:00:00Z');
    await t.runJob(VIP_KEEP_JOB);
    await t.runJob(VIP_KEEP_JOB);
    admin = await createStaffAndLogin(t, 'vip_admin2', 'ADMIN');
    member.token = (await login(t, { username: 'vip_climber', password: PASSWORD })).body.value.token;
    const changes = await call<{ list: VipRankChange[] }>(
      admin,
      'GET',
      '/console-api/vip/changes?account=vip_climber',
    );
    expect(changes.body.value.list.map((c) => [c.reason, c.fromLevel, c.toLevel])).toEqual([
      ['DEMOTION', 2, 1],
      ['PROMOTION', 1, 2],
      ['PROMOTION', 0, 1],
    ]);
    const dropped = await call<MemberInfo>(member.token, 'GET', '/wps/member/info');
    expect(dropped.body.value).toMatchObject({ vipLevel: 1, rank: 'Bronze' });

    // Rising to Silver again in January grants no second upgrade bonus.
    await play(member.id, '2027-01-01T00:30:00Z', 1000_00n);
    const again = await call<VipOverview>(member.token, 'GET', '/wps/relay/vip');
    expect(again.body.value.level).toBe(2);
    expect(await upgradeRewards(member.id)).toHaveLength(2);
    const grants = await call<{ list: VipGrant[]; total: number }>(
      member.token,
      'GET',
      '/wps/relay/vip/grants',
    );
    expect(grants.body.value.total).toBe(2);
    expect(grants.body.value.list.map((g) => [g.kind, g.rank, g.amount])).toEqual([
      ['UPGRADE', 'Silver', '20.00'],
      ['UPGRADE', 'Bronze', '10.00'],
    ]);
  });

  it('grants a daily salary once to a member whose day met its requirement', async () => {
    clock.set('2027-01-05T03:00:00Z');
    const member = await newMember('vip_salaried');
    admin = await createStaffAndLogin(t, 'vip_admin3', 'ADMIN');
    await deposit(member.id, '2027-01-05T01:00:00Z', 100_00n);
    await deposit(member.id, '2027-01-05T01:10:00Z', 100_00n);
    await play(member.id, '2027-01-05T01:20:00Z', 1000_00n);
    expect((await call<VipOverview>(member.token, 'GET', '/wps/relay/vip')).body.value.level).toBe(2);
    const idle = await newMember('vip_idle');
    await call(admin, 'POST', '/console-api/vip/set-rank', { account: 'vip_idle', level: 2, note: 'test' });

    clock.set('2027-01-06T01:00:00Z');
    await t.runJob('vip-salary-daily');
    await t.runJob('vip-salary-daily');
    const salaries = await t.db
      .select({ memberId: rewards.memberId, sourceRef: rewards.sourceRef, amount: rewards.amount })
      .from(rewards)
      .where(eq(rewards.source, 'VIP_SALARY'));
    expect(salaries).toEqual([
      { memberId: member.id, sourceRef: `vip-salary:${ranks[1]?.id}:2027-01-05`, amount: 5_00n },
    ]);
    expect(salaries.some((row) => row.memberId === idle.id)).toBe(false);
  });

  it('sets a rank by hand with an audit entry, and refuses the page while the VIP switch is off', async () => {
    const member = await newMember('vip_manual');
    admin = await createStaffAndLogin(t, 'vip_admin4', 'ADMIN');
    const set = await call<VipRankChange>(admin, 'POST', '/console-api/vip/set-rank', {
      account: 'vip_manual',
      level: 3,
      note: 'loyal customer',
    });
    expect(set.body.value).toMatchObject({
      account: 'vip_manual',
      fromLevel: 0,
      toLevel: 3,
      reason: 'MANUAL',
    });
    expect((await upgradeRewards(member.id)).length).toBe(0);
    const audited = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vip.set_rank'), eq(auditLog.targetId, String(member.id))));
    expect(audited).toEqual([
      { action: 'vip.set_rank', before: { level: 0 }, after: { level: 3, note: 'loyal customer' } },
    ]);
    const info = await call<MemberInfo>(member.token, 'GET', '/wps/member/info');
    expect(info.body.value.rank).toBe('Gold');
    await turnVip(false);
    const off = await call(member.token, 'GET', '/wps/relay/vip');
    expect(off.body.errorCode).toBe('feature_disabled');
    await turnVip(true);
  });

  it('caps a rank’s rebate bonus at the operator’s maximum rate, and refuses a bonus above that maximum', async () => {
    clock.set('2027-02-03T03:00:00Z');
    admin = await createStaffAndLogin(t, 'vip_admin5', 'ADMIN');
    const rates = (rng: string) => ({
      RNG: rng,
      LIVE: '0',
      FISH: '0',
      PVP: '0',
      SPORTS: '0',
      LOTT: '0',
      ELOTT: '0',
    });
    // Members without an upline earn 1% on RNG; the operator's maximum is 1.2%; Silver adds 0.5%.
    const settings = await call(admin, 'PUT', '/console-api/rewards/rebate/settings', {
      defaultRates: rates('1'),
      autoRebate: false,
    });
    expect(settings.status).toBe(200);
    const policy = await call(admin, 'PUT', '/console-api/agents/policy', {
      agentsMayCreateAgents: true,
      maxRebateRates: {
        ...rates('1.2'),
        LIVE: '10',
        FISH: '10',
        PVP: '10',
        SPORTS: '10',
        LOTT: '10',
        ELOTT: '10',
      },
    });
    expect(policy.status).toBe(200);

    const member = await newMember('vip_rebate');
    await call(admin, 'POST', '/console-api/vip/set-rank', {
      account: 'vip_rebate',
      level: 2,
      note: 'cap test',
    });
    const details = await call<RebateDetails>(member.token, 'GET', '/wps/relay/rebate/details');
    expect(details.body.value.rates.find((r) => r.category === 'RNG')?.rate).toBe('1.2');
    await play(member.id, '2027-02-03T01:00:00Z', 1000_00n);
    const summary = await call<RebateSummary>(member.token, 'GET', '/wps/relay/rebate');
    expect(summary.body.value.products.find((p) => p.category === 'RNG')).toEqual({
      category: 'RNG',
      validBet: '1000.00',
      rate: '1.2',
      amount: '12.00',
    });

    // Below the maximum the whole bonus counts.
    await call(admin, 'PUT', '/console-api/agents/policy', {
      agentsMayCreateAgents: true,
      maxRebateRates: rates('10'),
    });
    const uncapped = await call<RebateDetails>(member.token, 'GET', '/wps/relay/rebate/details');
    expect(uncapped.body.value.rates.find((r) => r.category === 'RNG')?.rate).toBe('1.5');

    // A bonus above the maximum could never be paid: the editor refuses it under its input.
    await call(admin, 'PUT', '/console-api/agents/policy', {
      agentsMayCreateAgents: true,
      maxRebateRates: rates('1.2'),
    });
    const silver = ranks[1];
    if (silver === undefined) throw new Error('Silver was not created');
    const silverInput = Object.fromEntries(
      Object.entries(silver).filter(([key]) => key !== 'id' && key !== 'level'),
    );
    const above = await call(admin, 'PUT', `/console-api/vip/ranks/${silver.id}`, {
      ...silverInput,
      rebateBonus: { RNG: '1.5' },
    });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({
      errorCode: 'validation_failed',
      value: { fields: { 'rebateBonus.RNG': 'At most 1.2% (the operator’s maximum rebate rate)' } },
    });
    const created = await call(admin, 'POST', '/console-api/vip/ranks', {
      ...rank('Platinum', { promotion: { ...OFF, TOTAL_DEPOSIT: '1000000' } }),
      rebateBonus: { LIVE: '2' },
    });
    expect(created.body.value).toEqual({
      fields: { 'rebateBonus.LIVE': 'At most 0% (the operator’s maximum rebate rate)' },
    });
    const stored = await call<VipRank[]>(admin, 'GET', '/console-api/vip/ranks');
    expect(stored.body.value.map((r) => [r.name.EN, r.rebateBonus])).toEqual([
      ['Bronze', {}],
      ['Silver', { RNG: '0.5' }],
      ['Gold', {}],
    ]);
  });
});
