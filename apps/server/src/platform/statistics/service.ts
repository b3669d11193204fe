import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { agentTree } from '../agent-tree/tables.ts';
import type { TeamMove } from '../agent-tree/service.ts';
import type { EventBatch, EventConsumer, EventsService } from '../events/service.ts';
import { memberDailyStats, memberMilestones, memberVendorDailyStats, teamDailyStats } from './tables.ts';

export const STATISTICS_CONSUMER = 'statistics';

/** The summed figures, in the column order of both daily tables. */
const FIGURES = [
  'bet_count',
  'stake',
  'valid_bet',
  'payout',
  'win_loss',
  'deposit_count',
  'deposit_amount',
  'first_deposit_count',
  'first_deposit_amount',
  'first_bet_count',
  'withdrawal_count',
  'withdrawal_amount',
  'login_count',
  'registrations',
] as const;
/** The game figures kept per vendor as well (`member_vendor_daily_stats`). */
const VENDOR_FIGURES = ['bet_count', 'stake', 'valid_bet', 'payout'] as const;
const HEAD_COUNTS = ['bettors', 'depositors', 'login_members'] as const;
type Figure = (typeof FIGURES)[number] | (typeof HEAD_COUNTS)[number];

const list = (names: readonly string[], each: (name: string) => string) =>
  sql.raw(names.map(each).join(', '));
const addExcluded = (table: string, names: readonly string[]) =>
  list(names, (name) => `${name} = ${table}.${name} + excluded.${name}`);

/** Figures as the API and reports read them: counts as numbers, amounts in minor units. */
export interface Figures {
  betCount: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  depositCount: number;
  depositAmount: bigint;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  firstBetCount: number;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  loginCount: number;
  registrations: number;
}

/** The figures of settled rounds alone (what is kept per vendor too). */
export type GameFigures = Pick<Figures, 'betCount' | 'stake' | 'validBet' | 'payout'>;

export interface TeamFigures extends Figures {
  bettors: number;
  depositors: number;
  loginMembers: number;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const AMOUNTS = new Set<Figure>([
  'stake',
  'valid_bet',
  'payout',
  'win_loss',
  'deposit_amount',
  'first_deposit_amount',
  'withdrawal_amount',
]);

const readFigures = <T>(row: Record<string, unknown> | undefined, names: readonly Figure[]): T =>
  Object.fromEntries(
    names.map((name) => {
      const value = row?.[name] ?? 0;
      return [camel(name), AMOUNTS.has(name) ? BigInt(value as string) : Number(value)];
    }),
  ) as T;

/** An inclusive range of days (`YYYY-MM-DD`) in the merchant's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

/** What members are measured and ranked by over a range of days (missions). */
export const MEASURES = ['validBet', 'betCount', 'depositAmount', 'profitMultiplier'] as const;
export type Measure = (typeof MEASURES)[number];
export type Measures = Record<Measure, bigint>;

/**
 * The measures as SQL over a member's daily rows: game figures of the given categories (all when
 * none), deposits from the account row; the profit multiplier is (payout − stake) / stake in
 * hundredths, floored, 0 without a stake.
 */
const measureSql = (categories: readonly string[]): Record<Measure, SQL> => {
  const counted =
    categories.length > 0 ? sql`category = any(${`{${categories.join(',')}}`}::text[])` : sql`category <> ''`;
  const sumOf = (name: string) => sql`coalesce(sum(${sql.raw(name)}) filter (where ${counted}), 0)`;
  return {
    validBet: sumOf('valid_bet'),
    betCount: sumOf('bet_count'),
    depositAmount: sql`coalesce(sum(deposit_amount), 0)`,
    profitMultiplier: sql`case when ${sumOf('stake')} > 0
      then floor((${sumOf('payout')} - ${sumOf('stake')}) * 100 / ${sumOf('stake')}) else 0 end`,
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;

/**
 * Statistics per member and per team (ARCHITECTURE.md, "The core every domain shares"): one event
 * consumer aggregates each batch in SQL into the member's daily rows and, through the agent tree,
 * into the daily rows of every agent above. Reports read these, never the bets.
 */
export const createStatisticsService = ({
  db,
  events,
  timeZone,
}: {
  db: Database;
  events: EventsService;
  /** The merchant's time zone, which decides the day an event falls on. */
  timeZone: () => Promise<string>;
}) => {
  // Read before each run: a query outside the consumer's transaction would wait on PGlite's one connection.
  let zone = 'UTC';

  const apply = async (tx: Executor, batch: EventBatch) => {
    const inBatch = sql`${batch.range} and member_id is not null`;
    // Firsts are claimed once per member: only the rows this batch set come back.
    const firstDeposits = await queryRows<{ member_id: string; day: string; amount: string }>(
      tx,
      sql`
      insert into ${memberMilestones} (member_id, first_deposit_at, first_deposit_amount)
      select distinct on (member_id) member_id, occurred_at, (payload->>'amount')::bigint
      from domain_events where ${inBatch} and type = 'deposit.credited'
      order by member_id, tx, id
      on conflict (member_id) do update
        set first_deposit_at = excluded.first_deposit_at, first_deposit_amount = excluded.first_deposit_amount
        where member_milestones.first_deposit_at is null
      returning member_id, (first_deposit_at at time zone ${zone})::date::text as day,
        first_deposit_amount::text as amount`,
    );
    // A first bet counts on the row of its round's category.
    const firstBets = await queryRows<{ member_id: string; day: string; category: string }>(
      tx,
      sql`
      with firsts as (
        select distinct on (member_id) member_id, occurred_at, payload->>'category' as category
        from domain_events where ${inBatch} and type = 'round.settled'
        order by member_id, tx, id
      ), claimed as (
        insert into ${memberMilestones} (member_id, first_bet_at)
        select member_id, occurred_at from firsts
        on conflict (member_id) do update set first_bet_at = excluded.first_bet_at
          where member_milestones.first_bet_at is null
        returning member_id
      )
      select member_id, (occurred_at at time zone ${zone})::date::text as day, category
      from firsts join claimed using (member_id)`,
    );
    const firsts = JSON.stringify([
      ...firstDeposits.map((row) => ({ m: row.member_id, d: row.day, c: '', dc: 1, da: row.amount, bc: 0 })),
      ...firstBets.map((row) => ({ m: row.member_id, d: row.day, c: row.category, dc: 0, da: '0', bc: 1 })),
    ]);
    const settled = sql`type = 'round.settled'`;
    const amountOf = (type: string, field = 'amount') =>
      sql`coalesce(sum((payload->>${field})::bigint) filter (where type = ${type}), 0)`;
    await tx.execute(sql`
      with deltas as (
        select member_id, (occurred_at at time zone ${zone})::date as day,
          case when ${settled} then payload->>'category' else '' end as category,
          (count(*) filter (where ${settled}))::int as bet_count,
          ${amountOf('round.settled', 'stake')} as stake,
          ${amountOf('round.settled', 'validBet')} as valid_bet,
          ${amountOf('round.settled', 'payout')} as payout,
          ${amountOf('round.settled', 'payout')} - ${amountOf('round.settled', 'stake')} as win_loss,
          (count(*) filter (where type = 'deposit.credited'))::int as deposit_count,
          ${amountOf('deposit.credited')} as deposit_amount,
          0 as first_deposit_count, 0::bigint as first_deposit_amount, 0 as first_bet_count,
          (count(*) filter (where type = 'withdrawal.paid'))::int as withdrawal_count,
          ${amountOf('withdrawal.paid')} as withdrawal_amount,
          (count(*) filter (where type = 'member.login'))::int as login_count,
          (count(*) filter (where type = 'member.registered'))::int as registrations
        from domain_events
        where ${inBatch}
          and type in ('round.settled', 'deposit.credited', 'withdrawal.paid', 'member.login', 'member.registered')
        group by 1, 2, 3
        union all
        select (f->>'m')::bigint, (f->>'d')::date, f->>'c', 0, 0, 0, 0, 0, 0, 0,
          (f->>'dc')::int, (f->>'da')::bigint, (f->>'bc')::int, 0, 0, 0, 0
        from jsonb_array_elements(${firsts}::jsonb) f
      ), summed as (
        select member_id, day, category, ${list(FIGURES, (name) => `sum(${name})::bigint as ${name}`)}
        from deltas group by 1, 2, 3
      ), upserted as (
        insert into ${memberDailyStats} (member_id, day, category, ${list(FIGURES, (name) => name)})
        select * from summed
        on conflict (member_id, day, category) do update set ${addExcluded('member_daily_stats', FIGURES)}
        returning member_id, day, category, bet_count, deposit_count, login_count
      )
      insert into ${teamDailyStats} (agent_id, day, category, ${list([...FIGURES, ...HEAD_COUNTS], (name) => name)})
      select tree.ancestor_id, s.day, s.category, ${list(FIGURES, (name) => `sum(s.${name})`)},
        count(*) filter (where u.bet_count > 0 and u.bet_count = s.bet_count),
        count(*) filter (where u.deposit_count > 0 and u.deposit_count = s.deposit_count),
        count(*) filter (where u.login_count > 0 and u.login_count = s.login_count)
      from summed s
      join upserted u using (member_id, day, category)
      join ${agentTree} tree on tree.member_id = s.member_id and tree.depth > 0
      group by 1, 2, 3
      on conflict (agent_id, day, category) do update set ${addExcluded('team_daily_stats', [...FIGURES, ...HEAD_COUNTS])}`);
    await tx.execute(sql`
      insert into ${memberVendorDailyStats} (member_id, day, vendor, category, ${list(VENDOR_FIGURES, (name) => name)})
      select member_id, (occurred_at at time zone ${zone})::date, coalesce(payload->>'vassalage', ''),
        payload->>'category', count(*)::int, ${amountOf('round.settled', 'stake')},
        ${amountOf('round.settled', 'validBet')}, ${amountOf('round.settled', 'payout')}
      from domain_events where ${inBatch} and ${settled}
      group by 1, 2, 3, 4
      on conflict (member_id, vendor, day, category) do update set ${addExcluded('member_vendor_daily_stats', VENDOR_FIGURES)}`);
  };

  const consumer: EventConsumer = events.consumer(
    {
      name: STATISTICS_CONSUMER,
      apply,
      reset: async (tx) => {
        await tx.delete(teamDailyStats);
        await tx.delete(memberDailyStats);
        await tx.delete(memberVendorDailyStats);
        await tx.delete(memberMilestones);
      },
    },
    20_000,
  );
  const refreshZone = async () => {
    zone = await timeZone();
  };

  const inRange = (range: DayRange | undefined) =>
    range ? sql`and day between ${range.from} and ${range.to}` : sql``;
  /** A member's own daily rows. */
  const memberRows = (memberId: number, range?: DayRange) => sql`(
    select day, category, ${list(FIGURES, (name) => name)} from ${memberDailyStats}
    where member_id = ${memberId}::bigint ${inRange(range)})`;
  /** A team's daily rows: the downlines' rollup plus the agent's own rows (a head-count of one where it counts). */
  const teamRows = (agentId: number, range?: DayRange) => sql`(
    select day, category, ${list([...FIGURES, ...HEAD_COUNTS], (name) => name)} from ${teamDailyStats}
    where agent_id = ${agentId}::bigint ${inRange(range)}
    union all
    select day, category, ${list(FIGURES, (name) => name)},
      (bet_count > 0)::int, (deposit_count > 0)::int, (login_count > 0)::int
    from ${memberDailyStats} where member_id = ${agentId}::bigint ${inRange(range)})`;

  /** Sums daily rows per category, and over all of them. */
  const summarise = async <T>(rows: SQL, names: readonly Figure[]) => {
    const sums = await queryRows(
      db,
      sql`select category, ${list(names, (name) => `coalesce(sum(${name}), 0)::text as ${name}`)}
        from ${rows} daily group by category order by category`,
    );
    const byCategory = sums.map((row) => ({ category: String(row.category), ...readFigures<T>(row, names) }));
    const totals = Object.fromEntries(
      names.map((name) => {
        const key = camel(name);
        const values = byCategory.map((row) => (row as Record<string, bigint | number>)[key] ?? 0);
        return [
          key,
          AMOUNTS.has(name)
            ? values.reduce<bigint>((a, b) => a + BigInt(b), 0n)
            : values.reduce<number>((a, b) => a + Number(b), 0),
        ];
      }),
    ) as T;
    return { totals, byCategory };
  };

  return {
    consumer,
    /** Applies the next batch of events. */
    poll: async () => {
      await refreshZone();
      return consumer.poll();
    },
    /** Applies every event recorded so far. */
    drain: async () => {
      await refreshZone();
      return consumer.drain();
    },
    /** Empties the statistics and recomputes them from the first event (`npm run stats:rebuild`). */
    rebuild: async () => {
      await refreshZone();
      return consumer.replay();
    },

    /** One member's figures over a range of days, in total and per category. */
    member: (memberId: number, range: DayRange) => summarise<Figures>(memberRows(memberId, range), FIGURES),

    /** One member's game figures of one vendor over a range of days, in total and per category. */
    memberVendor: (memberId: number, vendor: string, range: DayRange) =>
      summarise<GameFigures>(
        sql`(select category, ${list(VENDOR_FIGURES, (name) => name)} from ${memberVendorDailyStats}
          where member_id = ${memberId}::bigint and vendor = ${vendor} ${inRange(range)})`,
        VENDOR_FIGURES,
      ),

    /** The first deposit (instant and amount) of each of these members that made one. */
    firstDeposits: async (
      memberIds: readonly number[],
    ): Promise<Map<number, { at: Date; amount: bigint }>> => {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(memberMilestones)
        .where(inArray(memberMilestones.memberId, [...memberIds]));
      return new Map(
        rows.flatMap((row) =>
          row.firstDepositAt && row.firstDepositAmount !== null
            ? [[row.memberId, { at: row.firstDepositAt, amount: row.firstDepositAmount }] as const]
            : [],
        ),
      );
    },

    /** One member's measures over a range of days, counting the game figures of the categories (all when empty). */
    measures: async (memberId: number, range: DayRange, categories: readonly string[]): Promise<Measures> => {
      const measures = measureSql(categories);
      const [row] = await queryRows<Record<Measure, string>>(
        db,
        sql`select ${sql.join(
          MEASURES.map((name) => sql`(${measures[name]})::text as ${sql.raw(`"${name}"`)}`),
          sql`, `,
        )}
        from ${memberDailyStats} where member_id = ${memberId}::bigint and day between ${range.from} and ${range.to}`,
      );
      return Object.fromEntries(MEASURES.map((name) => [name, BigInt(row?.[name] ?? 0)])) as Measures;
    },

    /**
     * Members ranked by one measure over a range of days, highest first (ties by member id), those
     * above 0 only: one statement over the days' rows (the day index), a page at a time.
     */
    ranking: async (input: {
      range: DayRange;
      categories: readonly string[];
      measure: Measure;
      limit: number;
      offset: number;
    }): Promise<{ memberId: number; value: bigint }[]> => {
      const rows = await queryRows<{ member_id: string; value: string }>(
        db,
        sql`select member_id, value::text as value from (
          select member_id, ${measureSql(input.categories)[input.measure]} as value
          from ${memberDailyStats} where day between ${input.range.from} and ${input.range.to}
          group by member_id
        ) measured where value > 0
        order by measured.value desc, member_id limit ${input.limit} offset ${input.offset}`,
      );
      return rows.map((row) => ({ memberId: Number(row.member_id), value: BigInt(row.value) }));
    },

    /** One member's valid bet per day and game category (days with a valid bet only), in `executor`. */
    validBetsByDay: async (memberId: number, range: DayRange, executor: Executor = db) => {
      const rows = await queryRows(
        executor,
        sql`select day::text as day, category, valid_bet::text as valid_bet from ${memberDailyStats}
          where member_id = ${memberId}::bigint and day between ${range.from} and ${range.to} and valid_bet > 0
          order by day, category`,
      );
      return rows.map((row) => ({
        day: String(row.day),
        category: String(row.category),
        validBet: BigInt(row.valid_bet as string),
      }));
    },

    /** The members with a valid bet on any day of the range, by id. */
    membersWithValidBet: async (range: DayRange): Promise<number[]> => {
      const rows = await queryRows(
        db,
        sql`select distinct member_id from ${memberDailyStats}
          where day between ${range.from} and ${range.to} and valid_bet > 0 order by member_id`,
      );
      return rows.map((row) => Number(row.member_id));
    },

    /** The members with a valid bet or a deposit on any day of the range, by id (VIP evaluation). */
    membersActive: async (range: DayRange): Promise<number[]> => {
      const rows = await queryRows(
        db,
        sql`select distinct member_id from ${memberDailyStats}
          where day between ${range.from} and ${range.to} and (valid_bet > 0 or deposit_count > 0)
          order by member_id`,
      );
      return rows.map((row) => Number(row.member_id));
    },

    /** An agent's whole team (the agent included) over a range of days, in total and per category. */
    team: (agentId: number, range: DayRange) =>
      summarise<TeamFigures>(teamRows(agentId, range), [...FIGURES, ...HEAD_COUNTS]),

    /** Every member's net loss (stake − payout > 0) of one day per category: what a rescue fund pays from. */
    netLossesOfDay: async (day: string) =>
      (
        await queryRows<{ member_id: string; category: string; loss: string }>(
          db,
          sql`select member_id, category, (stake - payout)::text as loss from ${memberDailyStats}
            where day = ${day} and stake > payout order by member_id, category`,
        )
      ).map((row) => ({
        memberId: Number(row.member_id),
        category: row.category,
        netLoss: BigInt(row.loss),
      })),

    /**
     * Moves a team's figures (the member's own and its downlines') with the team, in the transaction of the tree's move: the old uplines
     * lose them and the new ones gain them. The caller holds the consumer first (`consumer.hold`).
     */
    moveTeam: async (tx: Executor, memberId: number, move: TeamMove) => {
      const shift = async (ancestorIds: number[], sign: '+' | '-') => {
        if (ancestorIds.length === 0) return;
        const names = [...FIGURES, ...HEAD_COUNTS];
        await tx.execute(sql`
          insert into ${teamDailyStats} (agent_id, day, category, ${list(names, (name) => name)})
          select up.id, team.day, team.category, ${list(names, (name) => `${sign}team.${name}`)}
          from (
            select day, category, ${list(names, (name) => `sum(${name}) as ${name}`)}
            from ${teamRows(memberId)} daily group by day, category
          ) team
          cross join unnest(${`{${ancestorIds.join(',')}}`}::bigint[]) as up(id)
          on conflict (agent_id, day, category) do update set ${addExcluded('team_daily_stats', names)}`);
      };
      await shift(move.fromAncestorIds, '-');
      await shift(move.toAncestorIds, '+');
    },
  };
};
