import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  ONLINE_MINUTES,
  TEAM_BALANCE_MAX_AGE_SECONDS,
  formatMinorUnits,
  type TeamOverview,
  type TeamProfitPage,
  type TeamBetPage,
  type TeamScope,
} from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  openTrialSession,
  registerTestVendor,
  testGame,
  type TestApp,
} from '../../testing/index.ts';
import { betRounds } from '../games/tables.ts';
import { login, send } from '../../testing/requests.ts';
import { createManualClock } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db/client.ts';
import type { DomainEventInput } from '../../platform/events/types.ts';

/**
 * The agent reports through HTTP: the role matrix (two agents with separate teams, a downline
 * agent, a member, a trial account, a visitor), and every figure checked against a direct SQL
 * sum of the domain events over the caller's team as the tree stands, before and after a move.
 */
const clock = createManualClock('2026-03-12T03:00:00Z');
const RANGE = { startDate: '2026-03-08', endDate: '2026-03-12' };
const PASSWORD = 'agent1234';

let t: TestApp;
const ids: Record<string, number> = {};
const idOf = (name: string) => {
  const id = ids[name];
  if (id === undefined) throw new Error(`no member ${name}`);
  return id;
};
const tokens: Record<string, string> = {};

const get = <T>(url: string, token?: string) =>
  send<T>(t, { method: 'GET', url, ...(token ? { token } : {}) });
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
const overviewOf = (who: string, scope: TeamScope = 'ALL') =>
  get<TeamOverview>(`/wps/agent/team/overview?${query({ ...RANGE, scope })}`, tokens[who]);
const profitOf = (who: string, extra: Record<string, string> = {}) =>
  get<TeamProfitPage>(
    `/wps/agent/team/profit?${query({ ...RANGE, pageSize: '100', ...extra })}`,
    tokens[who],
  );

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const round = (memberId: number, stake: number, payout: number, category = 'RNG'): DomainEventInput => ({
  type: 'round.settled',
  memberId,
  payload: {
    vassalage: 'TEST',
    roundId: `${memberId}-${stake}-${payout}-${category}`,
    nodeId: 1,
    category: category as 'RNG',
    stake: String(stake),
    validBet: String(stake),
    payout: String(payout),
    uplineIds: [],
  },
});
const deposit = (memberId: number, amount: number, orderId: number): DomainEventInput => ({
  type: 'deposit.credited',
  memberId,
  payload: { orderId, amount: String(amount) },
});
const withdrawal = (memberId: number, amount: number, orderId: number): DomainEventInput => ({
  type: 'withdrawal.paid',
  memberId,
  payload: { orderId, amount: String(amount) },
});

/** The same figures summed straight from the events, over the agent's team (all or direct) now. */
const expected = async (agent: string, scope: TeamScope, memberId?: number) => {
  const { timeZone } = await t.services.system.getSiteSetting();
  const depth = scope === 'DIRECT' ? sql`depth = 1` : sql`depth > 0`;
  const [row] = await queryRows<Record<string, string>>(
    t.db,
    sql`select
      count(*) filter (where type = 'round.settled')::text as "betCount",
      coalesce(sum((payload->>'stake')::bigint), 0)::text as stake,
      coalesce(sum((payload->>'validBet')::bigint), 0)::text as "validBet",
      coalesce(sum((payload->>'payout')::bigint), 0)::text as payout,
      coalesce(sum((payload->>'payout')::bigint - (payload->>'stake')::bigint), 0)::text as "winLoss",
      coalesce(sum((payload->>'amount')::bigint) filter (where type = 'deposit.credited'), 0)::text as "depositAmount",
      coalesce(sum((payload->>'amount')::bigint) filter (where type = 'withdrawal.paid'), 0)::text as "withdrawalAmount",
      count(*) filter (where type = 'deposit.credited')::text as "depositCount",
      count(distinct (member_id, (occurred_at at time zone ${timeZone})::date))
        filter (where type = 'member.login')::text as logins
    from domain_events
    where member_id in (select member_id from agent_tree where ancestor_id = ${idOf(agent)}::bigint and ${depth})
      ${memberId === undefined ? sql`` : sql`and member_id = ${memberId}::bigint`}
      and (occurred_at at time zone ${timeZone})::date between ${RANGE.startDate}::date and ${RANGE.endDate}::date`,
  );
  const amount = (key: string) => formatMinorUnits(BigInt(row?.[key] ?? 0));
  return {
    betCount: Number(row?.betCount),
    stake: amount('stake'),
    validBet: amount('validBet'),
    payout: amount('payout'),
    winLoss: amount('winLoss'),
    depositAmount: amount('depositAmount'),
    withdrawalAmount: amount('withdrawalAmount'),
    depositCount: Number(row?.depositCount),
    logins: Number(row?.logins),
  };
};

const figuresOf = (totals: TeamOverview['totals']) => ({
  betCount: totals.betCount,
  stake: totals.stake,
  validBet: totals.validBet,
  payout: totals.payout,
  winLoss: totals.winLoss,
  depositAmount: totals.depositAmount,
  withdrawalAmount: totals.withdrawalAmount,
  depositCount: totals.depositCount,
  logins: totals.logins,
});

/** The figures a profit-and-loss row carries. */
const profitFiguresOf = ({
  logins: _logins,
  depositCount: _count,
  ...figures
}: Awaited<ReturnType<typeof expected>>) => figures;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const make = async (name: string, type: number, parent?: string) => {
    const member = await createTestMember(t.services, { username: name, password: PASSWORD, type });
    ids[name] = member.id;
    if (parent) {
      await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, member.id, idOf(parent)));
    }
  };
  // Agent A: B (a downline agent) with its member C, and a direct member D. Agent E: member F.
  await make('rep_a', MEMBER_TYPE.AGENT);
  await make('rep_b', MEMBER_TYPE.AGENT, 'rep_a');
  await make('rep_c', MEMBER_TYPE.MEMBER, 'rep_b');
  await make('rep_d', MEMBER_TYPE.MEMBER, 'rep_a');
  await make('rep_e', MEMBER_TYPE.AGENT);
  await make('rep_f', MEMBER_TYPE.MEMBER, 'rep_e');
  await make('rep_m', MEMBER_TYPE.MEMBER);
  const record = (day: string, events: DomainEventInput[]) => t.services.events.record(t.db, events, at(day));
  const [a, b, c, d, f, m] = [
    idOf('rep_a'),
    idOf('rep_b'),
    idOf('rep_c'),
    idOf('rep_d'),
    idOf('rep_f'),
    idOf('rep_m'),
  ] as const;
  await record('2026-03-07', [round(c, 999_00, 0)]); // before the range
  await record('2026-03-09', [deposit(c, 5_000_00, 1), round(c, 1_000_00, 2_500_00), round(b, 300_00, 0)]);
  await record('2026-03-10', [
    round(c, 2_000_00, 0, 'LIVE'),
    round(d, 700_00, 1_400_00),
    deposit(d, 1_000_00, 2),
    withdrawal(c, 1_200_00, 3),
    round(a, 50_00, 0),
    round(f, 10_000_00, 0),
    deposit(f, 20_000_00, 4),
    round(m, 100_00, 0),
  ]);
  await record('2026-03-11', [deposit(c, 500_00, 5), round(d, 100_00, 100_00, 'FISH')]);
  for (const name of ['rep_a', 'rep_b', 'rep_c', 'rep_e', 'rep_m']) {
    const answer = await login(t, { username: name, password: PASSWORD });
    tokens[name] = answer.body.value.token;
  }
  tokens.trial = await openTrialSession(t.services, t.db, 'rep_trial');
  await t.services.statistics.drain();
});

afterAll(async () => {
  await t.close();
});

describe('agent reports', () => {
  it('answer agents only: members, trial accounts and visitors are refused', async () => {
    for (const url of ['/wps/agent/team/overview', '/wps/agent/team/profit', '/wps/agent/team/bets']) {
      const range = `${url}?${query(RANGE)}`;
      expect((await get(range, tokens.rep_m)).body.errorCode).toBe('forbidden');
      expect((await get(range, tokens.rep_c)).body.errorCode).toBe('forbidden');
      expect((await get(range, tokens.trial)).body.errorCode).toBe('in_need_true_account');
      expect((await get(range)).body.errorCode).toBe('not_logged_in');
      expect((await get(range, tokens.rep_a)).body.success).toBe(true);
      const backwards = await get(
        `${url}?${query({ startDate: '2026-03-12', endDate: '2026-03-01' })}`,
        tokens.rep_a,
      );
      expect(backwards.status).toBe(422);
      const long = await get(
        `${url}?${query({ startDate: '2025-01-01', endDate: '2026-03-12' })}`,
        tokens.rep_a,
      );
      expect(long.status).toBe(422);
    }
  });

  it('sums the overview as the events do, for all and for direct downlines', async () => {
    for (const [agent, scope] of [
      ['rep_a', 'ALL'],
      ['rep_a', 'DIRECT'],
      ['rep_b', 'ALL'],
      ['rep_b', 'DIRECT'],
      ['rep_e', 'ALL'],
    ] as const) {
      const answer = await overviewOf(agent, scope);
      expect(answer.body.success).toBe(true);
      expect(figuresOf(answer.body.value.totals), `${agent} ${scope}`).toEqual(await expected(agent, scope));
      expect(answer.body.value.days.map((day) => day.date)).toEqual([
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
      ]);
    }
    // Agent A's team never holds A's own bets, nor E's team, nor the member outside.
    const a = (await overviewOf('rep_a')).body.value;
    expect(a.totals.stake).toBe(formatMinorUnits(300_00 + 1_000_00 + 2_000_00 + 700_00 + 100_00));
    expect(a.days.find((day) => day.date === '2026-03-10')?.winLoss).toBe(
      formatMinorUnits(1_400_00 - 2_700_00),
    );
    // Today: B and C logged in; all three downlines are the team; C and B are online.
    expect(a.today).toMatchObject({ logins: 2, teamSize: 3, online: 2 });
    const b = (await overviewOf('rep_b')).body.value;
    expect(b.today).toMatchObject({ logins: 1, teamSize: 1, online: 1 });
  });

  it('counts online only sessions used lately, and keeps the team balance summed for a minute', async () => {
    const online = async () => (await overviewOf('rep_a')).body.value.today.online;
    expect(await online()).toBe(2);
    // C's session idles past ONLINE_MINUTES: still live (a day of idle life) but no longer online.
    const idle = new Date(clock.now().getTime() - (ONLINE_MINUTES + 1) * 60_000);
    await t.db.execute(
      sql`update sessions set last_seen_at = ${idle} where member_id = ${idOf('rep_c')}::bigint`,
    );
    expect(await online()).toBe(1);
    await t.db.execute(
      sql`update sessions set last_seen_at = ${clock.now()} where member_id = ${idOf('rep_c')}::bigint`,
    );
    expect(await online()).toBe(2);

    const before = (await overviewOf('rep_a')).body.value.today;
    await fundTestMember(t.services, 'rep_c', '25.00');
    // Within the minute the kept sum answers, with when it was summed; after it, the wallets again.
    expect((await overviewOf('rep_a')).body.value.today).toMatchObject({
      teamBalance: before.teamBalance,
      teamBalanceAt: before.teamBalanceAt,
    });
    clock.advance((TEAM_BALANCE_MAX_AGE_SECONDS + 1) * 1000);
    const [wallets] = await queryRows<{ sum: string }>(
      t.db,
      sql`select coalesce(sum(balance), 0)::text as sum from wallet_accounts
        where kind = 'MAIN' and member_id in (select member_id from agent_tree
          where ancestor_id = ${idOf('rep_a')}::bigint and depth > 0)`,
    );
    const after = (await overviewOf('rep_a')).body.value.today;
    expect(after.teamBalance).toBe(formatMinorUnits(BigInt(wallets?.sum ?? 0)));
    expect(after.teamBalance).toBe(formatMinorUnits(BigInt(before.teamBalance.replace('.', '')) + 25_00n));
    clock.advance(-(TEAM_BALANCE_MAX_AGE_SECONDS + 1) * 1000);
  });

  it('lists profit and loss per downline with totals equal to the events, hiding empty rows on request', async () => {
    const page = (await profitOf('rep_a')).body.value;
    expect(page.list.map((row) => [row.username, row.level])).toEqual([
      ['rep_b', 1],
      ['rep_d', 1],
      ['rep_c', 2],
    ]);
    expect(page.totals).toEqual(profitFiguresOf(await expected('rep_a', 'ALL')));
    for (const { username, level, ...own } of page.list) {
      expect(level).toBeGreaterThan(0);
      expect(own, username).toEqual(profitFiguresOf(await expected('rep_a', 'ALL', idOf(username))));
    }
    const direct = (await profitOf('rep_a', { scope: 'DIRECT' })).body.value;
    expect(direct.list.map((row) => row.username)).toEqual(['rep_b', 'rep_d']);
    expect(direct.totals).toEqual(profitFiguresOf(await expected('rep_a', 'DIRECT')));
    // B bet only on the 9th: outside 10th to 11th it is an empty row.
    const later = (
      await profitOf('rep_a', { startDate: '2026-03-10', endDate: '2026-03-11', hideEmpty: 'true' })
    ).body.value;
    expect(later.list.map((row) => row.username)).toEqual(['rep_d', 'rep_c']);
    expect(later.total).toBe(2);
    const paged = (await profitOf('rep_a', { pageSize: '2', pageNum: '2' })).body.value;
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.list.map((row) => row.username)).toEqual(['rep_c']);
  });

  it('never answers for a member outside the caller’s team', async () => {
    for (const outside of ['rep_f', 'rep_m', 'rep_e', 'rep_a']) {
      const page = (await profitOf('rep_b', { username: outside })).body.value;
      expect(page.list).toEqual([]);
      expect(page.totals.stake).toBe('0.00');
    }
    const own = (await profitOf('rep_b', { username: 'REP_C' })).body.value;
    expect(own.list.map((row) => row.username)).toEqual(['rep_c']);
    expect(own.totals.stake).toBe(formatMinorUnits(3_000_00));
  });

  it('moves a subtree’s figures to its new upline', async () => {
    const before = (await overviewOf('rep_e')).body.value.totals;
    await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, idOf('rep_b'), idOf('rep_e')));
    await t.services.statistics.drain();
    for (const [agent, scope] of [
      ['rep_a', 'ALL'],
      ['rep_a', 'DIRECT'],
      ['rep_e', 'ALL'],
      ['rep_e', 'DIRECT'],
    ] as const) {
      const answer = (await overviewOf(agent, scope)).body.value;
      expect(figuresOf(answer.totals), `${agent} ${scope}`).toEqual(await expected(agent, scope));
    }
    const e = (await overviewOf('rep_e')).body.value;
    expect(e.totals.stake).toBe(formatMinorUnits(BigInt(before.stake.replace('.', '')) + 3_300_00n));
    expect((await profitOf('rep_a')).body.value.list.map((row) => row.username)).toEqual(['rep_d']);
    expect((await profitOf('rep_e')).body.value.list.map((row) => row.username)).toEqual([
      'rep_b',
      'rep_f',
      'rep_c',
    ]);
  });

  it('lists the team’s rounds by the chain they settled with; open rounds follow the tree', async () => {
    // Runs after the move above: B and C now sit under E.
    await registerTestVendor(t.services, {
      vassalage: 'TEAMBET',
      categories: ['RNG'],
      games: [testGame('teambet-slot', { gameType: 'RNG' })],
    });
    const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find(
      (node) => node.vassalage === 'TEAMBET',
    );
    const [a, b, c, d, e, f] = [
      idOf('rep_a'),
      idOf('rep_b'),
      idOf('rep_c'),
      idOf('rep_d'),
      idOf('rep_e'),
      idOf('rep_f'),
    ] as const;
    const base = {
      vassalage: 'TEAMBET',
      demo: false,
      walletKind: 'MAIN',
      nodeId: game?.nodeId ?? 0,
      gameType: 'RNG',
      currency: 'JPY',
      betCount: 1,
      openedAt: at('2026-03-10'),
    } as const;
    const settledRound = (roundId: string, memberId: number, uplineIds: number[]) => ({
      ...base,
      roundId,
      playerId: String(memberId),
      memberId,
      stake: 100_00n,
      payout: 0n,
      status: 'SETTLED' as const,
      settledAt: at('2026-03-10'),
      uplineIds,
    });
    await t.db.insert(betRounds).values([
      // Settled before the move, under A.
      settledRound('c-before', c, [b, a]),
      settledRound('d-before', d, [a]),
      settledRound('f-before', f, [e]),
      // Still open: it follows the tree as it stands now (C under B under E).
      {
        ...base,
        roundId: 'c-open',
        playerId: String(c),
        memberId: c,
        stake: 50_00n,
        status: 'OPEN',
        uplineIds: null,
      },
    ]);
    const bets = async (who: string, extra: Record<string, string> = {}) => {
      const answer = await get<TeamBetPage>(
        `/wps/agent/team/bets?${query({ ...RANGE, vassalage: 'TEAMBET', ...extra })}`,
        tokens[who],
      );
      expect(answer.body.success).toBe(true);
      return answer.body.value.list.map((row) => `${row.username}:${row.roundId}`).sort();
    };
    expect(await bets('rep_a')).toEqual(['rep_c:c-before', 'rep_d:d-before']);
    expect(await bets('rep_a', { scope: 'DIRECT' })).toEqual(['rep_d:d-before']);
    expect(await bets('rep_e')).toEqual(['rep_c:c-open', 'rep_f:f-before']);
    // B was C's upline then and is now: both rounds are its team's.
    expect(await bets('rep_b')).toEqual(['rep_c:c-before', 'rep_c:c-open']);
    expect(await bets('rep_e', { username: 'rep_c' })).toEqual(['rep_c:c-open']);
    // Another agent's member by name answers nothing.
    expect(await bets('rep_b', { username: 'rep_f' })).toEqual([]);
    expect(await bets('rep_e', { scope: 'DIRECT', status: 'SETTLED' })).toEqual(['rep_f:f-before']);
  });
});
