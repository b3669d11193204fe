import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { MEMBER_TYPE, formatMinorUnits, type VendorSession } from '@platform/contract';
import { createTestApp, fundTestMember, type TestApp } from '../../testing/index.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { createManualClock } from '../clock.ts';
import { queryRows } from '../db/client.ts';
import { isLedgerClean } from '../ledger/service.ts';
import type { Actor } from '../audit/service.ts';
import { depositOrders } from '../../modules/wallet/tables.ts';
import { members } from '../../modules/members/tables.ts';
import { memberDailyStats, teamDailyStats } from './tables.ts';

/**
 * Statistics are derived from the domain events: checked here against a direct SQL aggregation of
 * the source tables (rounds, deposit and withdrawal orders, members) after thousands of operations
 * from many members at once, across the merchant's midnight, through a team move and a rebuild.
 */
const TIME_ZONE = 'Asia/Tokyo';
const VENDOR = 'STATS';
const ALL_DAYS = { from: '2000-01-01', to: '2100-12-31' };
// 23:00 in Tokyo on the first day: each wave below moves the clock five hours on.
const clock = createManualClock('2026-03-10T14:00:00Z');
const HOUR = 3_600_000;
/**
 * Operations (vendor calls, deposits and withdrawals with their decisions): the full 10,000 on
 * PostgreSQL (`npm run test:pg`), where they truly run at once; fewer on PGlite's one connection.
 */
const OPERATIONS = process.env.TEST_DATABASE_URL ? 10_000 : 2_500;

let t: TestApp;
let actor: Actor;
let bankChannelId: number;
const nodes: { nodeId: number; gameId: string; gameCode: string }[] = [];

/** A deterministic random sequence, so a failure can be replayed. */
const random = (() => {
  let state = 20_261_124;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
})();
const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
};

let passwordHash: string;
const createMember = async (username: string, parentId: number | null, type: number = MEMBER_TYPE.MEMBER) =>
  t.services.members.createMember({ username, passwordHash, type, language: 'EN', parentId });

const open = async (memberId: number, node: (typeof nodes)[number]): Promise<VendorSession> => {
  const launch = await t.services.games.launch(memberId, {
    nodeId: node.nodeId,
    gameId: node.gameId,
    vassalage: VENDOR,
    accountType: 1,
    language: 'EN',
  });
  const token = new URL(launch.url, 'http://launch.invalid').searchParams.get('token') ?? '';
  return t.services.vendorApi.authenticate(VENDOR, {
    timestamp: Math.floor(clock.now().getTime() / 1000),
    token,
  });
};

const stamp = () => Math.floor(clock.now().getTime() / 1000);

/** One round: one or two bets, perhaps a rollback of one, then the closing win (0 for a loss). */
const playRound = async (session: VendorSession, node: (typeof nodes)[number]) => {
  const roundId = randomUUID();
  const common = { playerId: session.playerId, roundId, gameCode: node.gameCode, currency: session.currency };
  const bets = random() < 0.3 ? 2 : 1;
  const betIds: string[] = [];
  for (let n = 0; n < bets; n += 1) {
    const transactionId = randomUUID();
    betIds.push(transactionId);
    await t.services.vendorApi.bet(VENDOR, {
      ...common,
      timestamp: stamp(),
      sessionId: session.sessionId,
      transactionId,
      amount: formatMinorUnits(BigInt(100 + Math.floor(random() * 900))),
    });
  }
  const rollback = random() < 0.15;
  if (rollback) {
    await t.services.vendorApi.rollback(VENDOR, {
      playerId: session.playerId,
      roundId,
      gameCode: node.gameCode,
      timestamp: stamp(),
      transactionId: randomUUID(),
      referenceTransactionId: betIds[0] ?? '',
    });
  }
  // A round whose only bet was refunded is cancelled: nothing closes it.
  if (rollback && bets === 1) return bets + 1;
  await t.services.vendorApi.win(VENDOR, {
    ...common,
    timestamp: stamp(),
    transactionId: randomUUID(),
    amount: formatMinorUnits(BigInt(Math.floor(random() * 2_000))),
    closeRound: true,
  });
  return bets + (rollback ? 2 : 1);
};

const deposit = async (memberId: number) => {
  const requestId = randomUUID();
  await t.services.deposits.createOrder(
    memberId,
    { requestId, channelId: bankChannelId, amount: BigInt(100_000 + Math.floor(random() * 100_000)) },
    'EN',
  );
  const [order] = await t.db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(sql`${depositOrders.memberId} = ${memberId} and ${depositOrders.requestId} = ${requestId}`);
  if (!order) throw new Error('the deposit order is missing');
  await t.services.deposits.credit(actor, order.id, null);
  return 2;
};

const PAYMENT_PASSWORD = '246810';
const withdraw = async (memberId: number, bankAccountId: number, approve: boolean) => {
  const order = await t.services.withdrawals.request(
    memberId,
    { requestId: randomUUID(), amount: 10_000n, bankAccountId, paymentPassword: PAYMENT_PASSWORD },
    'EN',
  );
  const id = Number(order.orderNo.replace(/\D/g, ''));
  if (approve) await t.services.withdrawals.approve(actor, id, null);
  else await t.services.withdrawals.reject(actor, id, 'test', null);
  return 2;
};

/** Runs tasks with `width` of them in flight at once; answers the operations they made. */
const runAtOnce = async (tasks: (() => Promise<number>)[], width: number) => {
  let next = 0;
  let operations = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let task = tasks[next++]; task; task = tasks[next++]) {
        // Awaited first: `operations += await task()` would add to the total read before the wait.
        const made = await task();
        operations += made;
      }
    }),
  );
  return operations;
};

/** The figures a direct SQL aggregation of the source tables gives, keyed by member, day and category. */
const fromSourceTables = async () => {
  const day = (column: string) => sql.raw(`(${column} at time zone '${TIME_ZONE}')::date::text`);
  const rows = await queryRows<{
    member_id: string;
    day: string;
    category: string;
    bet_count: string;
    stake: string;
    payout: string;
    deposit_count: string;
    deposit_amount: string;
    withdrawal_count: string;
    withdrawal_amount: string;
    registrations: string;
  }>(
    t.db,
    sql`
    select member_id, day, category, sum(bet_count)::text as bet_count, sum(stake)::text as stake,
      sum(payout)::text as payout, sum(deposit_count)::text as deposit_count,
      sum(deposit_amount)::text as deposit_amount, sum(withdrawal_count)::text as withdrawal_count,
      sum(withdrawal_amount)::text as withdrawal_amount, sum(registrations)::text as registrations
    from (
      select member_id, ${day('settled_at')} as day, game_type as category, 1 as bet_count, stake, payout,
        0 as deposit_count, 0 as deposit_amount, 0 as withdrawal_count, 0 as withdrawal_amount, 0 as registrations
      from bet_rounds where status = 'SETTLED' and not demo
      union all
      select member_id, ${day('decided_at')}, '', 0, 0, 0, 1, amount, 0, 0, 0
      from deposit_orders where status = 'CREDITED'
      union all
      select member_id, ${day('decided_at')}, '', 0, 0, 0, 0, 0, 1, amount, 0
      from withdrawal_orders where status = 'APPROVED'
      union all
      select id, ${day('created_at')}, '', 0, 0, 0, 0, 0, 0, 0, 1 from members
    ) source
    group by 1, 2, 3
    order by 1, 2, 3`,
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    day: row.day,
    category: row.category,
    betCount: Number(row.bet_count),
    stake: BigInt(row.stake),
    validBet: BigInt(row.stake),
    payout: BigInt(row.payout),
    winLoss: BigInt(row.payout) - BigInt(row.stake),
    depositCount: Number(row.deposit_count),
    depositAmount: BigInt(row.deposit_amount),
    withdrawalCount: Number(row.withdrawal_count),
    withdrawalAmount: BigInt(row.withdrawal_amount),
    registrations: Number(row.registrations),
  }));
};

const liveMemberRows = async () =>
  (
    await t.db
      .select()
      .from(memberDailyStats)
      .orderBy(asc(memberDailyStats.memberId), asc(memberDailyStats.day), asc(memberDailyStats.category))
  ).map((row) => ({
    memberId: row.memberId,
    day: row.day,
    category: row.category,
    betCount: row.betCount,
    stake: row.stake,
    validBet: row.validBet,
    payout: row.payout,
    winLoss: row.winLoss,
    depositCount: row.depositCount,
    depositAmount: row.depositAmount,
    withdrawalCount: row.withdrawalCount,
    withdrawalAmount: row.withdrawalAmount,
    registrations: row.registrations,
  }));

const snapshot = async () => ({
  members: await t.db
    .select()
    .from(memberDailyStats)
    .orderBy(asc(memberDailyStats.memberId), asc(memberDailyStats.day), asc(memberDailyStats.category)),
  teams: await t.db
    .select()
    .from(teamDailyStats)
    .orderBy(asc(teamDailyStats.agentId), asc(teamDailyStats.day), asc(teamDailyStats.category)),
});

/** Each member's team from the members' own upline column, walked here (not through the tree). */
const teamsFromUplines = async () => {
  const rows = await t.db.select({ id: members.id, parentId: members.parentId }).from(members);
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const teamOf = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(teamOf)];
  return teamOf;
};

/** An agent's team figures against the sum of its members' own figures, at every depth. */
const expectTeamsAddUp = async (agentIds: number[]) => {
  const teamOf = await teamsFromUplines();
  const rows = await t.db.select().from(memberDailyStats);
  for (const agentId of agentIds) {
    const team = new Set(teamOf(agentId));
    const mine = rows.filter((row) => team.has(row.memberId));
    const sum = (field: 'betCount' | 'depositCount' | 'loginCount' | 'registrations') =>
      mine.reduce((n, row) => n + row[field], 0);
    const total = (field: 'stake' | 'payout' | 'winLoss' | 'depositAmount' | 'withdrawalAmount') =>
      mine.reduce((n, row) => n + row[field], 0n);
    const { totals } = await t.services.statistics.team(agentId, ALL_DAYS);
    expect(totals).toMatchObject({
      betCount: sum('betCount'),
      stake: total('stake'),
      payout: total('payout'),
      winLoss: total('winLoss'),
      depositCount: sum('depositCount'),
      depositAmount: total('depositAmount'),
      withdrawalAmount: total('withdrawalAmount'),
      loginCount: sum('loginCount'),
      registrations: sum('registrations'),
      // Head-counts add up per day and category: one per member row with the figure.
      bettors: mine.filter((row) => row.betCount > 0).length,
      depositors: mine.filter((row) => row.depositCount > 0).length,
      loginMembers: mine.filter((row) => row.loginCount > 0).length,
    });
  }
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The default site setting's time zone: the days below are Tokyo days.
  expect((await t.services.system.getSiteSetting()).timeZone).toBe(TIME_ZONE);
  passwordHash = await hashPassword('player1234');
  const vendor = await registerTestVendor(t.services, {
    vassalage: VENDOR,
    categories: ['RNG', 'LIVE', 'FISH'],
    games: [
      testGame('slot', { gameType: 'RNG' }),
      testGame('table', { gameType: 'LIVE' }),
      testGame('fish', { gameType: 'FISH' }),
    ],
  });
  actor = vendor.actor;
  for (const game of (await t.services.catalogue.snapshot()).byNode.values()) {
    if (game.vassalage === VENDOR)
      nodes.push({ nodeId: game.nodeId, gameId: game.gameId, gameCode: game.gameCode });
  }
  const bank = (await t.services.deposits.listChannels()).find((channel) => channel.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('the demo bank channel is missing');
  bankChannelId = bank.id;
});
afterAll(async () => {
  expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  await t.close();
});

describe('statistics from events', () => {
  it('puts a round on the merchant day it settled, across midnight', async () => {
    const member = await createMember('midnight1', null);
    await fundTestMember(t.services, member.username, '100.00');
    const [node] = nodes;
    if (!node) throw new Error('no game');
    clock.set('2026-03-01T14:50:00Z'); // 23:50 in Tokyo on 1 March
    const session = await open(member.id, node);
    const bet = async (roundId: string) =>
      t.services.vendorApi.bet(VENDOR, {
        timestamp: stamp(),
        sessionId: session.sessionId,
        playerId: session.playerId,
        roundId,
        gameCode: node.gameCode,
        transactionId: randomUUID(),
        amount: '1.00',
        currency: session.currency,
      });
    const win = async (roundId: string, amount: string) =>
      t.services.vendorApi.win(VENDOR, {
        timestamp: stamp(),
        playerId: session.playerId,
        roundId,
        gameCode: node.gameCode,
        transactionId: randomUUID(),
        amount,
        currency: session.currency,
        closeRound: true,
      });
    await bet('before-midnight');
    await win('before-midnight', '3.00');
    clock.set('2026-03-01T14:59:30Z'); // 23:59:30: bet on the 1st...
    await bet('across-midnight');
    clock.set('2026-03-01T15:00:30Z'); // ...settled at 00:00:30 on the 2nd
    await win('across-midnight', '0.00');
    await t.services.statistics.drain();

    const first = await t.services.statistics.member(member.id, { from: '2026-03-01', to: '2026-03-01' });
    const second = await t.services.statistics.member(member.id, { from: '2026-03-02', to: '2026-03-02' });
    expect(first.totals).toMatchObject({
      betCount: 1,
      stake: 100n,
      payout: 300n,
      winLoss: 200n,
      firstBetCount: 1,
    });
    expect(second.totals).toMatchObject({
      betCount: 1,
      stake: 100n,
      payout: 0n,
      winLoss: -100n,
      firstBetCount: 0,
    });
    expect(second.byCategory.map((row) => row.category)).toEqual(['RNG']);
  });

  it('equal a direct aggregation of the source tables after thousands of operations from many members at once, and through a team move and a rebuild', async () => {
    clock.set('2026-03-10T14:00:00Z');
    // A tree four deep: top agent, two agents under it, an agent under the first; members under each.
    const top = await createMember('topagent', null, MEMBER_TYPE.GENERAL_AGENT);
    const left = await createMember('leftagent', top.id, MEMBER_TYPE.AGENT);
    const right = await createMember('rightagent', top.id, MEMBER_TYPE.AGENT);
    const deep = await createMember('deepagent', left.id, MEMBER_TYPE.AGENT);
    const agents = [top, left, right, deep];
    const players = [];
    for (let n = 0; n < 40; n += 1) {
      const upline = agents[n % agents.length] ?? top;
      const player = await createMember(`player${n}`, upline.id);
      await fundTestMember(t.services, player.username, '100000.00');
      players.push(player);
    }
    // Two withdrawers per agent level, with a payment password and a bank account.
    const withdrawers = new Map<number, number>();
    for (const player of players.slice(0, 8)) {
      await t.services.withdrawals.setPaymentPassword(
        player.id,
        { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
        'EN',
      );
      const account = await t.services.withdrawals.bindBankAccount(
        player.id,
        { bankName: 'Test Bank', accountName: 'Taro Yamada', accountNumber: `1000-${player.id}` },
        'EN',
      );
      withdrawers.set(player.id, account.id);
    }
    const sessions = new Map<string, VendorSession>();

    let operations = 0;
    // At most four withdrawals per member: within the daily count limit of the default settings.
    const withdrawals = new Map<number, number>();
    for (let wave = 0; operations < OPERATIONS; wave += 1) {
      // Player sessions expire by the clock: each wave plays on fresh ones.
      for (const player of players) {
        for (const node of nodes) sessions.set(`${player.id}:${node.nodeId}`, await open(player.id, node));
      }
      const tasks: (() => Promise<number>)[] = [];
      for (let n = 0; n < 400; n += 1) {
        const player = pick(players);
        const draw = random();
        const bankAccountId = withdrawers.get(player.id);
        if (draw < 0.05) tasks.push(() => deposit(player.id));
        else if (draw < 0.08 && bankAccountId !== undefined && (withdrawals.get(player.id) ?? 0) < 4) {
          withdrawals.set(player.id, (withdrawals.get(player.id) ?? 0) + 1);
          tasks.push(() => withdraw(player.id, bankAccountId, random() < 0.7));
        } else {
          const node = pick(nodes);
          const session = sessions.get(`${player.id}:${node.nodeId}`);
          if (!session) throw new Error('no session');
          tasks.push(() => playRound(session, node));
        }
      }
      operations += await runAtOnce(tasks, 16);
      // Five hours on: the waves straddle the merchant's midnight.
      clock.advance(5 * HOUR);
      if (wave % 2 === 1) await t.services.statistics.poll();
    }
    expect(operations).toBeGreaterThanOrEqual(OPERATIONS);
    await t.services.statistics.drain();
    expect(await t.services.statistics.consumer.lag()).toBe(0);

    const expected = await fromSourceTables();
    expect(expected.filter((row) => row.betCount > 0).length).toBeGreaterThan(100);
    expect(await liveMemberRows()).toEqual(expected);
    // Firsts count once per member: every depositor's first deposit and every player's first round.
    const [firsts] = await queryRows<{ depositors: string; bettors: string }>(
      t.db,
      sql`select (select count(distinct member_id) from deposit_orders where status = 'CREDITED')::text as depositors,
        (select count(distinct member_id) from bet_rounds where status = 'SETTLED' and not demo)::text as bettors`,
    );
    const all = await t.db.select().from(memberDailyStats);
    expect(all.reduce((n, row) => n + row.firstDepositCount, 0)).toBe(Number(firsts?.depositors));
    expect(all.reduce((n, row) => n + row.firstBetCount, 0)).toBe(Number(firsts?.bettors));
    await expectTeamsAddUp(agents.map((agent) => agent.id));

    // The left agent's team (the deep agent's with it) moves under the right agent.
    const before = await t.services.statistics.team(left.id, ALL_DAYS);
    await t.services.operator.moveMember(actor, left.id, right.username);
    expect((await t.services.tree.uplines(deep.id)).slice(0, 3)).toEqual([left.id, right.id, top.id]);
    await expectTeamsAddUp(agents.map((agent) => agent.id));
    expect((await t.services.statistics.team(left.id, ALL_DAYS)).totals).toEqual(before.totals);
    const rightTeam = await t.services.statistics.team(right.id, ALL_DAYS);
    expect(rightTeam.totals.betCount).toBeGreaterThan(before.totals.betCount);

    // Settled rounds keep the chain they had; rounds settled after the move carry the new one.
    const chains = await queryRows<{ upline_ids: string }>(
      t.db,
      sql`select distinct upline_ids::text from bet_rounds where member_id = (select id from members where parent_id = ${deep.id} limit 1) and status = 'SETTLED'`,
    );
    expect(chains.map((row) => row.upline_ids)).toEqual([`{${deep.id},${left.id},${top.id}}`]);

    // Replayed from the first event into empty tables, the statistics come out the same.
    const live = await snapshot();
    const replayed = await t.services.statistics.rebuild();
    expect(replayed).toBeGreaterThan(OPERATIONS / 3);
    expect(await snapshot()).toEqual(live);
    const [moved] = await t.db.select().from(members).where(eq(members.id, left.id));
    expect(moved?.parentId).toBe(right.id);
  }, 600_000);
});
