import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  MODULE_ID,
  TURNOVER_WEIGHT_SCALE,
  type AudienceAgent,
  type GameCategory,
  type ManualRewardInput,
  type MemberInfo,
  type PromoCounts,
  type Reward,
  type RewardAdminRow,
  type RewardClaim,
  type RewardClaimAll,
  type RewardCost,
  type RewardSummary,
  type TurnoverAdminRow,
  type TurnoverOverview,
  type WhitelabelNode,
} from '@platform/contract';
import { createManualClock } from '../../../platform/clock.ts';
import { auditLog } from '../../../platform/audit/tables.ts';
import { isLedgerClean } from '../../../platform/ledger/service.ts';
import { ledgerTransfers } from '../../../platform/ledger/tables.ts';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  openTrialSession,
  type TestApp,
} from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { seeded } from '../../contracts/proof/play.ts';
import { rewards, turnoverRequirements } from './tables.ts';

/*
 * The reward centre's core through HTTP on the real app with a moved clock: manual grants from the
 * console, claims (once under 50 at the same time), expiry, badges, and bonus turnover from generated
 * play against an independent computation, with the withdrawal refused above the withdrawable part.
 */

const clock = createManualClock('2026-11-25T01:00:00Z');
const PASSWORD = 'reward1234';
const PAY = '246810';
let t: TestApp;
let admin: string;
let serial = 0;

const newMember = async () => {
  serial += 1;
  const username = `rewardee${serial}`;
  const { id } = await createTestMember(t.services, { username, password: PASSWORD });
  const session = await login(t, { username, password: PASSWORD });
  return { id, username, token: session.body.value.token };
};

const grant = (body: Omit<ManualRewardInput, 'requestId'> & { requestId?: string }, token = admin) =>
  send<RewardAdminRow>(t, {
    method: 'POST',
    url: '/console-api/rewards',
    token,
    language: 'EN',
    payload: { requestId: randomUUID(), ...body },
  });

const title = { JA: '手動ボーナス', EN: 'Manual bonus' };
const money = (account: string, amount: string, extra: Partial<ManualRewardInput> = {}) =>
  grant({ account, title, prize: { kind: 'MONEY', amount }, claim: 'MANUAL', ...extra });

const get = <T>(token: string, url: string) => send<T>(t, { method: 'GET', url, token, language: 'EN' });
const post = <T>(token: string, url: string, payload?: unknown) =>
  send<T>(t, { method: 'POST', url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });

const balanceOf = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

const switchRewards = async (on: boolean) => {
  const tree = (await get<WhitelabelNode[]>(admin, '/console-api/settings/whitelabel')).body.value;
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? on : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  const saved = await send(t, {
    method: 'PUT',
    url: '/console-api/settings/whitelabel',
    token: admin,
    payload: turned(tree),
  });
  expect(saved.status).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createStaffAndLogin(t, 'rewardadmin', 'ADMIN');
  await switchRewards(true);
});
afterAll(async () => {
  await t.close();
});

describe('the reward centre', () => {
  it('answers feature_disabled while the rewards switch is off', async () => {
    const member = await newMember();
    await switchRewards(false);
    const off = await get(member.token, '/wps/relay/rewards/summary');
    expect(off.body.errorCode).toBe('feature_disabled');
    const info = await get<MemberInfo>(member.token, '/wps/member/info');
    expect(info.body.value.availablePromoCount).toBe(0);
    await switchRewards(true);
  });

  it('grants a manual reward once per request id, shows it waiting, and pays it once', async () => {
    const member = await newMember();
    const requestId = randomUUID();
    const first = await money(member.username, '150.00', { requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'PENDING', source: 'MANUAL', amount: '150.00' });
    const again = await money(member.username, '150.00', { requestId });
    expect(again.body.value.id).toBe(first.body.value.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'reward.grant' and ${auditLog.targetId} = ${String(first.body.value.id)}`,
      );
    expect(audits).toHaveLength(1);

    const counts = await get<PromoCounts>(member.token, '/wps/relay/rewards/counts');
    expect(counts.body.value.kinds.MANUAL).toEqual({ enabled: true, count: 1 });
    expect(counts.body.value.badges.reward).toBe(1);
    expect(counts.body.value.badges.message).toBeGreaterThanOrEqual(0);
    const info = await get<MemberInfo>(member.token, '/wps/member/info');
    expect(info.body.value.availablePromoCount).toBe(1);

    const pending = await get<{ list: Reward[]; total: number }>(
      member.token,
      '/wps/relay/rewards?tab=PENDING',
    );
    expect(pending.body.value.list).toEqual([
      expect.objectContaining({ id: first.body.value.id, title: 'Manual bonus', status: 'PENDING' }),
    ]);
    const claimed = await post<RewardClaim>(member.token, `/wps/relay/rewards/${first.body.value.id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.value).toMatchObject({ reward: { status: 'CLAIMED' }, balance: '150.00' });
    const replay = await post(member.token, `/wps/relay/rewards/${first.body.value.id}/claim`);
    expect(replay.body.errorCode).toBe('reward_already_claimed');
    expect(await balanceOf(member.id)).toBe(15_000n);

    const summary = await get<RewardSummary>(member.token, '/wps/relay/rewards/summary');
    expect(summary.body.value).toEqual({
      totalBonus: '150.00',
      totalPoints: '0',
      receivedToday: '150.00',
      pendingCount: 0,
    });
    const history = await get<{ list: Reward[] }>(member.token, '/wps/relay/rewards?tab=HISTORY');
    expect(history.body.value.list.map((row) => row.status)).toEqual(['CLAIMED']);
  });

  it('pays one of 50 concurrent claims of a reward, and the ledger reconciles', async () => {
    const member = await newMember();
    const reward = (await money(member.username, '88.88')).body.value;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(member.token, `/wps/relay/rewards/${reward.id}/claim`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode)).toEqual(
      Array.from({ length: 49 }, () => 'reward_already_claimed'),
    );
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `reward:${reward.id}`));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 8_888n, type: 'BONUS' });
    expect(await balanceOf(member.id)).toBe(8_888n);
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });

  it('claims all pending rewards, skipping an expired one; expiry holds on a moved clock', async () => {
    const member = await newMember();
    const soon = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    const expiring = (await money(member.username, '10.00', { expiresAt: soon })).body.value;
    await money(member.username, '20.00');
    await money(member.username, '30.00');
    const late = (await money(member.username, '40.00', { expiresAt: soon })).body.value;

    const start = clock.now();
    clock.set(new Date(start.getTime() + 2 * 60 * 60_000));
    try {
      const one = await post(member.token, `/wps/relay/rewards/${expiring.id}/claim`);
      expect(one.body.errorCode).toBe('reward_expired');
      const all = await post<RewardClaimAll>(member.token, '/wps/relay/rewards/claim-all');
      expect(all.body.value).toMatchObject({ claimed: 2, amount: '50.00', balance: '50.00' });
      const [row] = await t.db.select().from(rewards).where(eq(rewards.id, late.id));
      expect(row?.status).toBe('EXPIRED');
      const history = await get<{ list: Reward[] }>(member.token, '/wps/relay/rewards?tab=HISTORY');
      expect(history.body.value.list.map((reward) => reward.status).sort()).toEqual([
        'CLAIMED',
        'CLAIMED',
        'EXPIRED',
        'EXPIRED',
      ]);
    } finally {
      clock.set(start);
    }
  });

  it('refuses another member’s reward (404), a trial account, and hostile input', async () => {
    const owner = await newMember();
    const other = await newMember();
    const reward = (await money(owner.username, '5.00')).body.value;
    const foreign = await post(other.token, `/wps/relay/rewards/${reward.id}/claim`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorCode).toBe('not_found_entity');
    const trial = await openTrialSession(t.services, t.db, 'rewardtrial');
    const refused = await get(trial, '/wps/relay/rewards/counts');
    expect(refused.body.errorCode).toBe('in_need_true_account');
    const toTrial = await money('rewardtrial', '5.00');
    expect(toTrial.body.errorCode).toBe('in_need_true_account');

    expect((await post(owner.token, '/wps/relay/rewards/99999999999999999999/claim')).status).toBe(422);
    expect((await get(owner.token, '/wps/relay/rewards?tab=EVERYTHING')).status).toBe(422);
    expect((await money(owner.username, '1e99')).status).toBe(422);
    expect((await money(owner.username, '999999999999999999999.00')).status).toBe(422);
    expect((await money('nobody-here', '5.00')).status).toBe(422);
  });

  it('lets only staff with the rewards permissions see and grant', async () => {
    const member = await newMember();
    const support = await createStaffAndLogin(t, 'rewardsupport', 'SUPPORT');
    expect((await get(support, '/console-api/rewards')).status).toBe(403);
    expect((await money(member.username, '5.00', {})).status).toBe(200);
    expect(
      (
        await grant(
          { account: member.username, title, prize: { kind: 'MONEY', amount: '1' }, claim: 'AUTO' },
          support,
        )
      ).status,
    ).toBe(403);
    const finance = await createStaffAndLogin(t, 'rewardfinance', 'FINANCE');
    const listed = await get<{ list: RewardAdminRow[] }>(
      finance,
      `/console-api/rewards?account=${member.username}`,
    );
    expect(listed.body.value.list).toEqual([
      expect.objectContaining({ account: member.username, status: 'PENDING' }),
    ]);
    const cancelled = await post<RewardAdminRow>(
      admin,
      `/console-api/rewards/${listed.body.value.list[0]?.id}/cancel`,
      {
        reason: 'granted by mistake',
      },
    );
    expect(cancelled.body.value.status).toBe('CANCELLED');
    const claim = await post(member.token, `/wps/relay/rewards/${cancelled.body.value.id}/claim`);
    expect(claim.body.errorCode).toBe('reward_expired');
  });

  it('lists the rewards granted in a range of merchant days (Tokyo), refusing a backwards range', async () => {
    const member = await newMember();
    const start = clock.now();
    // Granted by the core itself at moved instants (a staff session would expire over the hours).
    const grantAt = async (instant: string) => {
      clock.set(new Date(instant));
      await t.db.transaction((tx) =>
        t.services.rewards.grant(tx, {
          memberId: member.id,
          source: 'MANUAL',
          sourceRef: `manual:${instant}`,
          title,
          prize: { kind: 'MONEY', amount: 100n },
          claim: 'MANUAL',
        }),
      );
    };
    try {
      // 23:30 on the 25th and 00:30 on the 26th in Tokyo: the same UTC day, two merchant days.
      await grantAt('2026-11-25T14:30:00Z');
      await grantAt('2026-11-25T15:30:00Z');
    } finally {
      clock.set(start);
    }
    const days = async (range: string) =>
      (
        await get<{ list: RewardAdminRow[]; total: number }>(
          admin,
          `/console-api/rewards?account=${member.username}${range}`,
        )
      ).body.value;
    const first = await days('&startDate=2026-11-25&endDate=2026-11-25');
    expect(first.total).toBe(1);
    expect(first.list.map((row) => row.createdAt)).toEqual([expect.stringMatching(/^2026-11-25 23:30/)]);
    const second = await days('&startDate=2026-11-26');
    expect(second.list.map((row) => row.createdAt)).toEqual([expect.stringMatching(/^2026-11-26 00:30/)]);
    expect((await days('&endDate=2026-11-26')).total).toBe(2);
    expect((await days('&startDate=2026-11-27')).total).toBe(0);

    const backwards = await get(admin, '/console-api/rewards?startDate=2026-11-26&endDate=2026-11-25');
    expect(backwards.status).toBe(422);
    expect(backwards.body.value).toHaveProperty(['fields', 'endDate']);
    expect((await get(admin, '/console-api/rewards?startDate=2026-02-30')).status).toBe(422);
  });

  it('finds the agents of an audience by account or by saved ids, for staff who cannot read members', async () => {
    const { id: agentId } = await createTestMember(t.services, {
      username: 'audienceagent',
      password: PASSWORD,
      type: MEMBER_TYPE.AGENT,
    });
    const player = await newMember();
    const content = await createStaffAndLogin(t, 'rewardcontent', 'CONTENT');
    const lookup = (query: string, language = 'EN') =>
      send<AudienceAgent[]>(t, {
        method: 'GET',
        url: `/console-api/rewards/audience-agents?${query}`,
        token: content,
        language,
      });
    const found = await lookup('account=AudienceAgent');
    expect(found.status).toBe(200);
    expect(found.body.value).toEqual([{ id: agentId, account: 'audienceagent' }]);
    const saved = await lookup(`ids=${agentId},${player.id},${agentId},999999999`);
    expect(saved.body.value).toEqual([
      { id: agentId, account: 'audienceagent' },
      { id: player.id, account: player.username },
    ]);

    const notAgent = await lookup(`account=${player.username}`, 'JA');
    expect(notAgent.status).toBe(422);
    expect(notAgent.body.value).toEqual({ fields: { account: 'このアカウントは代理ではありません' } });
    const unknown = await lookup('account=nobody-here');
    expect(unknown.body.value).toEqual({ fields: { account: 'No such member: nobody-here' } });
    for (const query of ['', 'ids=0', 'ids=1,,2', 'ids=abc', `ids=${'1,'.repeat(100)}1`]) {
      expect((await lookup(query)).status).toBe(422);
    }
    const support = await createStaffAndLogin(t, 'rewardsupport2', 'SUPPORT');
    const refused = await send(t, {
      method: 'GET',
      url: '/console-api/rewards/audience-agents?account=audienceagent',
      token: support,
    });
    expect(refused.status).toBe(403);
  });
});

/** Every category with its weight in the rule; FISH counts nothing (absent). */
const WEIGHTS: Partial<Record<GameCategory, number>> = { RNG: 10_000, LIVE: 5_000, SPORTS: 2_500 };
const CATEGORIES: GameCategory[] = ['RNG', 'LIVE', 'SPORTS', 'FISH'];

describe('bonus turnover', () => {
  const bankAndPassword = async (token: string) => {
    await send(t, {
      method: 'PUT',
      url: '/wps/member/payment-password',
      token,
      language: 'EN',
      payload: { newPassword: PAY, confirmPassword: PAY },
    });
    const account = await post<{ id: number }>(token, '/wps/member/bank-accounts', {
      bankName: 'Test Bank',
      accountName: 'Taro Yamada',
      accountNumber: '1234-5678',
    });
    return account.body.value.id;
  };
  const withdraw = (token: string, bankAccountId: number, amount: string) =>
    post(token, '/wps/withdrawals', { requestId: randomUUID(), paymentPassword: PAY, amount, bankAccountId });

  /** Rounds settled now on the clock, drawn from a seeded sequence; answers what each counts. */
  const play = async (memberId: number, random: () => number, rounds: number) => {
    const counted: bigint[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)] as GameCategory;
      const validBet = BigInt(1 + Math.floor(random() * 20_000));
      clock.set(new Date(clock.now().getTime() + 1_000));
      await t.services.events.record(t.db, {
        type: 'round.settled',
        memberId,
        payload: {
          vassalage: 'test',
          roundId: randomUUID(),
          nodeId: 0,
          category,
          stake: validBet.toString(),
          validBet: validBet.toString(),
          payout: '0',
          uplineIds: [],
        },
      });
      counted.push((validBet * BigInt(WEIGHTS[category] ?? 0)) / BigInt(TURNOVER_WEIGHT_SCALE));
    }
    return counted.reduce((a, b) => a + b, 0n);
  };

  it('counts weighted valid bet after the grant, locks the bonus for withdrawal until met', async () => {
    const member = await newMember();
    const bankAccountId = await bankAndPassword(member.token);
    await fundTestMember(t.services, member.username, '500.00');
    const random = seeded(25);
    // Play before the bonus counts for nothing.
    await play(member.id, random, 15);
    await t.services.rewards.turnover.drain();
    clock.set(new Date(clock.now().getTime() + 1_000));

    const granted = await grant({
      account: member.username,
      title,
      prize: {
        kind: 'BONUS',
        amount: '1000.00',
        turnover: { multiple: 300, base: 'BONUS', weights: WEIGHTS },
      },
      claim: 'AUTO',
    });
    expect(granted.body.value.status).toBe('CLAIMED');
    const expected = await play(member.id, random, 40);
    await t.services.rewards.turnover.drain();
    const required = 300_000n;
    expect(expected).toBeLessThan(required);

    const overview = await get<TurnoverOverview>(member.token, '/wps/relay/rewards/turnover');
    expect(overview.body.value).toMatchObject({
      balance: '1500.00',
      locked: '1000.00',
      withdrawable: '500.00',
    });
    const [requirement] = overview.body.value.list;
    expect(requirement).toMatchObject({ status: 'ACTIVE', required: '3000.00', bonus: '1000.00' });
    const [row] = await t.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, member.id));
    expect(row?.counted).toBe(expected);

    const above = await withdraw(member.token, bankAccountId, '500.01');
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({
      errorCode: 'withdrawal_turnover_unmet',
      value: { withdrawable: '500.00' },
    });
    const within = await withdraw(member.token, bankAccountId, '500.00');
    expect(within.status).toBe(200);

    // A replay of the consumer counts the same.
    await t.services.rewards.turnover.consumer.replay();
    const [replayed] = await t.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, member.id));
    expect(replayed?.counted).toBe(expected);

    // Enough play meets it: counted stops at the requirement and the bonus is free.
    let total = expected;
    while (total < required) total += await play(member.id, random, 40);
    await t.services.rewards.turnover.drain();
    const met = await get<TurnoverOverview>(member.token, '/wps/relay/rewards/turnover');
    expect(met.body.value).toMatchObject({ locked: '0.00', withdrawable: '1000.00' });
    expect(met.body.value.list[0]).toMatchObject({ status: 'MET', counted: '3000.00' });
  });

  it('cancels (the bonus stays) or forfeits (the bonus goes back, at most the balance), audited', async () => {
    const member = await newMember();
    const bonus = (amount: string) =>
      grant({
        account: member.username,
        title,
        prize: {
          kind: 'BONUS',
          amount,
          turnover: { multiple: 500, base: 'BONUS_PLUS_DEPOSIT', depositAmount: '100.00', weights: WEIGHTS },
        },
        claim: 'AUTO',
      });
    await bonus('200.00');
    await bonus('300.00');
    const listed = await get<{ list: TurnoverAdminRow[] }>(
      admin,
      `/console-api/rewards/turnover?account=${member.username}`,
    );
    const [second, first] = listed.body.value.list;
    expect(first).toMatchObject({
      required: '1500.00',
      status: 'ACTIVE',
      account: member.username,
      title: title.EN,
    });
    expect(second).toMatchObject({ required: '2000.00', status: 'ACTIVE' });
    // The titles follow the staff member's language, in the list and in an ending's answer.
    const inJapanese = await send<{ list: TurnoverAdminRow[] }>(t, {
      method: 'GET',
      url: `/console-api/rewards/turnover?account=${member.username}`,
      token: admin,
      language: 'JA',
    });
    expect(inJapanese.body.value.list.map((row) => row.title)).toEqual([title.JA, title.JA]);

    const cancelled = await send<TurnoverAdminRow>(t, {
      method: 'POST',
      url: `/console-api/rewards/turnover/${first?.id}/cancel`,
      token: admin,
      language: 'JA',
      payload: { reason: 'goodwill' },
    });
    expect(cancelled.body.value).toMatchObject({ status: 'CANCELLED', title: title.JA });
    expect(await balanceOf(member.id)).toBe(50_000n);
    const again = await post(admin, `/console-api/rewards/turnover/${first?.id}/forfeit`, { reason: 'x' });
    expect(again.body.errorCode).toBe('bonus_not_active');

    // The member spent part of the money: the forfeit takes what is left, never below zero.
    await t.services.ledger.transfer({
      idempotencyKey: `test-spend:${member.id}`,
      from: { memberId: member.id, kind: 'MAIN' },
      to: { operator: 'ADJUSTMENT' },
      amount: 30_000n,
      type: 'ADJUSTMENT',
    });
    const forfeited = await post<TurnoverAdminRow>(
      admin,
      `/console-api/rewards/turnover/${second?.id}/forfeit`,
      {
        reason: 'bonus abuse',
      },
    );
    expect(forfeited.body.value.status).toBe('FORFEITED');
    expect(await balanceOf(member.id)).toBe(0n);
    const [taken] = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `forfeit:${second?.id}`));
    expect(taken).toMatchObject({ amount: 20_000n, type: 'BONUS_FORFEIT' });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        sql`${auditLog.action} in ('bonus.cancel', 'bonus.forfeit') and ${auditLog.targetId} in (${String(first?.id)}, ${String(second?.id)})`,
      );
    expect(actions.map((row) => row.action).sort()).toEqual(['bonus.cancel', 'bonus.forfeit']);
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });

  it('reports the cost per source and per activity over the days', async () => {
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const cost = await get<RewardCost>(
      admin,
      `/console-api/rewards/cost?startDate=${today}&endDate=${today}`,
    );
    expect(cost.status).toBe(200);
    const claimed = await t.db
      .select({
        amount: sql<string>`coalesce(sum(${rewards.amount}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(rewards)
      .where(eq(rewards.status, 'CLAIMED'));
    const manual = cost.body.value.bySource.find((row) => row.source === 'MANUAL');
    expect(manual?.count).toBe(Number(claimed[0]?.n));
    expect(cost.body.value.byActivity).toEqual([
      expect.objectContaining({ source: 'MANUAL', activity: 'manual' }),
    ]);
    const backwards = await get(admin, `/console-api/rewards/cost?startDate=${today}&endDate=2020-01-01`);
    expect(backwards.status).toBe(422);
  });
});
