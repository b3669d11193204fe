import { sql } from 'drizzle-orm';
import {
  TEAM_RANGE_MAX_DAYS,
  TEAM_SCOPE,
  formatMinorUnits,
  type Language,
  type TeamDay,
  type TeamOverview,
  type TeamProfitFigures,
  type TeamProfitPage,
  type TeamBetPage,
  type TeamScope,
} from '@platform/contract';
import { queryRows, type Database } from '../../platform/db/client.ts';
import { assertDayRangeWithin } from '../../platform/db/day-range.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { Clock } from '../../platform/clock.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import { memberDailyStats, teamDailyStats } from '../../platform/statistics/tables.ts';
import type { MembersService } from '../members/service.ts';
import type { BetSearch, GamesService } from '../games/service.ts';
import type { SystemService } from '../system/service.ts';
import type { Presence } from '../auth/presence.ts';
import type { TeamBalances } from '../../platform/statistics/team-balances.ts';

export interface ReportRange {
  startDate: string;
  endDate: string;
}

type Row = Record<string, string | number | null>;

/** The day series' columns: sums of the daily figures, head-counts from the account row (category ''). */
const DAY_COLUMNS = {
  logins: 'int',
  registrations: 'int',
  firstDeposits: 'int',
  firstBets: 'int',
  depositors: 'int',
  depositCount: 'int',
  withdrawalCount: 'int',
  betCount: 'int',
  depositAmount: 'amount',
  firstDepositAmount: 'amount',
  withdrawalAmount: 'amount',
  stake: 'amount',
  validBet: 'amount',
  payout: 'amount',
  winLoss: 'amount',
} as const satisfies Record<keyof Omit<TeamDay, 'date'>, 'int' | 'amount'>;
type DayFigures = Omit<TeamDay, 'date'>;
const PROFIT_COLUMNS = [
  'depositAmount',
  'withdrawalAmount',
  'betCount',
  'stake',
  'validBet',
  'payout',
  'winLoss',
] as const satisfies readonly (keyof TeamProfitFigures)[];

const readDay = (row: Row | undefined): DayFigures =>
  Object.fromEntries(
    Object.entries(DAY_COLUMNS).map(([key, kind]) => {
      const value = row?.[key] ?? 0;
      return [key, kind === 'int' ? Number(value) : formatMinorUnits(BigInt(value))];
    }),
  ) as DayFigures;
const readProfit = (row: Row | undefined): TeamProfitFigures => {
  const day = readDay(row);
  return Object.fromEntries(PROFIT_COLUMNS.map((key) => [key, day[key]])) as TeamProfitFigures;
};

/**
 * The summed figures of daily rows `t` (member_daily_stats or team_daily_stats), named as the
 * answer names them. Head-counts (logins, depositors) are read from the account rows (category ''):
 * a team's rows carry the team's head-counts, a member's own rows count 1 where the member did it.
 */
const daySums = (team: boolean) => {
  const headCount = (teamColumn: string, memberColumn: string) =>
    team
      ? sql.raw(`coalesce(sum(t.${teamColumn}) filter (where t.category = ''), 0)::int`)
      : sql.raw(`count(*) filter (where t.category = '' and t.${memberColumn} > 0)::int`);
  return sql`
    ${headCount('login_members', 'login_count')} as "logins",
    ${headCount('depositors', 'deposit_count')} as "depositors",
    coalesce(sum(t.registrations), 0)::int as "registrations",
    coalesce(sum(t.first_deposit_count), 0)::int as "firstDeposits",
    coalesce(sum(t.first_bet_count), 0)::int as "firstBets",
    coalesce(sum(t.deposit_count), 0)::int as "depositCount",
    coalesce(sum(t.withdrawal_count), 0)::int as "withdrawalCount",
    coalesce(sum(t.bet_count), 0)::int as "betCount",
    coalesce(sum(t.deposit_amount), 0)::text as "depositAmount",
    coalesce(sum(t.first_deposit_amount), 0)::text as "firstDepositAmount",
    coalesce(sum(t.withdrawal_amount), 0)::text as "withdrawalAmount",
    coalesce(sum(t.stake), 0)::text as "stake",
    coalesce(sum(t.valid_bet), 0)::text as "validBet",
    coalesce(sum(t.payout), 0)::text as "payout",
    coalesce(sum(t.win_loss), 0)::text as "winLoss"`;
};

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;

/** The agent centre's reports: every figure read from the statistics, over the caller's team now. */
export const createAgentReportsService = ({
  db,
  members,
  games,
  system,
  presence,
  teamBalances,
  clock,
}: {
  db: Database;
  members: MembersService;
  games: GamesService;
  system: SystemService;
  presence: Presence;
  teamBalances: TeamBalances;
  clock: Clock;
}) => {
  /**
   * Daily rows of the scope: the whole team's rollup (team_daily_stats) or the direct downlines'
   * own rows, as `t`, within the days. The direct downlines come as an array: the planner cannot
   * tell how few of an agent's tree rows are direct, and would scan every member's rows.
   */
  const scopedRows = (agentId: number, scope: TeamScope, from: string, to: string) =>
    scope === TEAM_SCOPE.ALL
      ? sql`${teamDailyStats} t where t.agent_id = ${agentId}::bigint and t.day between ${from} and ${to}`
      : sql`${memberDailyStats} t where t.member_id = any(array(select member_id from ${agentTree}
          where ancestor_id = ${agentId}::bigint and depth = 1)) and t.day between ${from} and ${to}`;

  /**
   * Downlines at any depth, from the statistics: every member's registration is counted on the team
   * rows of its uplines and moves with it, so the sum over all days is the team as it stands now,
   * read from one row a day instead of the whole tree.
   */
  const teamSizeOf = async (agentId: number) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(registrations), 0)::int as n from ${teamDailyStats}
        where agent_id = ${agentId}::bigint and category = ''`,
    );
    return row?.n ?? 0;
  };

  return {
    overview: async (
      agentId: number,
      query: ReportRange & { scope: TeamScope },
      language: Language,
    ): Promise<TeamOverview> => {
      await members.requireAgent(agentId);
      assertDayRangeWithin(query, TEAM_RANGE_MAX_DAYS, language);
      const { timeZone } = await system.getSiteSetting();
      const day = formatTimestamp(clock.now(), timeZone).slice(0, 10);
      const team = query.scope === TEAM_SCOPE.ALL;
      const [days, [sums], [now], size, balance, online] = await Promise.all([
        queryRows<Row>(
          db,
          sql`select d::date::text as "date", s.*
            from generate_series(${query.startDate}::date, ${query.endDate}::date, interval '1 day') d
            left join (
              select t.day, ${daySums(team)} from ${scopedRows(agentId, query.scope, query.startDate, query.endDate)}
              group by t.day
            ) s on s.day = d::date
            order by 1`,
        ),
        queryRows<Row>(
          db,
          sql`select ${daySums(team)} from ${scopedRows(agentId, query.scope, query.startDate, query.endDate)}`,
        ),
        queryRows<Row>(
          db,
          sql`select ${daySums(true)} from ${scopedRows(agentId, TEAM_SCOPE.ALL, day, day)}`,
        ),
        teamSizeOf(agentId),
        teamBalances.of(agentId),
        presence.countInTeam(agentId, TEAM_SCOPE.ALL),
      ]);
      const series = days.map((row) => ({ date: String(row.date), ...readDay(row) }));
      const tiles = readDay(now);
      return {
        today: {
          date: day,
          logins: tiles.logins,
          registrations: tiles.registrations,
          firstBets: tiles.firstBets,
          firstDeposits: tiles.firstDeposits,
          online,
          teamBalance: formatMinorUnits(balance.balance),
          teamBalanceAt: formatTimestamp(balance.summedAt, timeZone),
          teamSize: size,
        },
        days: series,
        totals: readDay(sums),
      };
    },

    profit: async (
      agentId: number,
      query: ReportRange & {
        scope: TeamScope;
        username?: string | undefined;
        hideEmpty: 'true' | 'false';
        pageNum: number;
        pageSize: number;
      },
      language: Language,
    ): Promise<TeamProfitPage> => {
      await members.requireAgent(agentId);
      assertDayRangeWithin(query, TEAM_RANGE_MAX_DAYS, language);
      const { startDate: from, endDate: to } = query;
      const named = query.username ? await members.findByUsername(query.username) : undefined;
      const inScope = sql`tree.ancestor_id = ${agentId}::bigint and ${
        query.scope === TEAM_SCOPE.DIRECT ? sql`tree.depth = 1` : sql`tree.depth > 0`
      } ${query.username ? sql`and tree.member_id = ${named?.id ?? 0}::bigint` : sql``}`;
      const ownSums = sql`select t.member_id, ${daySums(false)} from ${memberDailyStats} t
        where t.day between ${from} and ${to} group by t.member_id`;
      const offset = (query.pageNum - 1) * query.pageSize;
      // Without empty rows hidden the page is chosen from the tree first, and only its rows are summed.
      const pageSql =
        query.hideEmpty === 'true'
          ? sql`select tree.member_id, tree.depth from ${agentTree} tree
              join (${ownSums}) s on s.member_id = tree.member_id
              where ${inScope} and (s."betCount" > 0 or s."depositCount" > 0 or s."withdrawalCount" > 0)
              order by tree.depth, tree.member_id`
          : sql`select tree.member_id, tree.depth from ${agentTree} tree where ${inScope}
              order by tree.depth, tree.member_id`;
      const wholeTeam = query.scope === TEAM_SCOPE.ALL && !query.username;
      const countRows = async () => {
        const [counted] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${pageSql}) p`,
        );
        return counted?.n ?? 0;
      };
      const [total, page, [totals]] = await Promise.all([
        // Every downline is listed unless empty rows are hidden: the whole team is as many as its size.
        wholeTeam && query.hideEmpty === 'false' ? teamSizeOf(agentId) : countRows(),
        queryRows<Row>(
          db,
          sql`select p.member_id, p.depth, s.* from (${pageSql} limit ${query.pageSize} offset ${offset}) p
            left join lateral (
              select ${daySums(false)} from ${memberDailyStats} t
              where t.member_id = p.member_id and t.day between ${from} and ${to}
            ) s on true
            order by p.depth, p.member_id`,
        ),
        // The totals of the whole team come from its rollup; of one member or the direct downlines, from their rows.
        wholeTeam
          ? queryRows<Row>(
              db,
              sql`select ${daySums(true)} from ${scopedRows(agentId, TEAM_SCOPE.ALL, from, to)}`,
            )
          : queryRows<Row>(
              db,
              sql`select ${daySums(false)} from ${memberDailyStats} t
                where t.day between ${from} and ${to}
                  and t.member_id = any(array(select tree.member_id from ${agentTree} tree where ${inScope}))`,
            ),
      ]);
      const usernames = await members.findUsernames(page.map((row) => Number(row.member_id)));
      return {
        list: page.map((row) => ({
          username: usernames.get(Number(row.member_id)) ?? '',
          level: Number(row.depth),
          ...readProfit(row),
        })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        totals: readProfit(totals),
      };
    },

    bets: async (
      agentId: number,
      query: BetSearch & { scope: TeamScope; username?: string | undefined },
      language: Language,
    ): Promise<TeamBetPage> => {
      await members.requireAgent(agentId);
      const direct = query.scope === TEAM_SCOPE.DIRECT;
      const named = query.username ? await members.findByUsername(query.username) : undefined;
      const page = await games.teamBetRecords(
        agentId,
        direct,
        query,
        language,
        named?.id ?? (query.username ? 0 : undefined),
      );
      const usernames = await members.findUsernames(page.list.map((row) => row.memberId));
      return {
        ...page,
        list: page.list.map(({ memberId, ...row }) => ({ ...row, username: usernames.get(memberId) ?? '' })),
      };
    },
  };
};
