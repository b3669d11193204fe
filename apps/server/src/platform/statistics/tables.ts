import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Figures every daily row carries, per member or summed over a team; all sums, so they add up. */
const figures = () => ({
  /** Settled real-money rounds. */
  betCount: integer('bet_count').notNull().default(0),
  stake: bigint('stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  validBet: bigint('valid_bet', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  payout: bigint('payout', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** The member's side: payout minus stake of the settled rounds. */
  winLoss: bigint('win_loss', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  depositCount: integer('deposit_count').notNull().default(0),
  depositAmount: bigint('deposit_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  firstDepositCount: integer('first_deposit_count').notNull().default(0),
  firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** Members whose first settled round fell on this day. */
  firstBetCount: integer('first_bet_count').notNull().default(0),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  withdrawalAmount: bigint('withdrawal_amount', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  loginCount: integer('login_count').notNull().default(0),
  registrations: integer('registrations').notNull().default(0),
});

/**
 * A member's settled rounds per day (merchant's time zone), game vendor and product category: what a
 * condition limited to one vendor counts (promo codes). Derived from the same events as the daily rows.
 */
export const memberVendorDailyStats = pgTable(
  'member_vendor_daily_stats',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.vendor, t.day, t.category] })],
);

/**
 * Statistics per member, per day in the merchant's time zone, per product category. Game figures sit
 * on the category's row; account figures (deposits, withdrawals, logins, registration) on the row
 * of category `''`. Derived from domain events: `npm run stats:rebuild` recomputes them.
 */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.category] }),
    index('member_daily_stats_day_idx').on(t.day),
  ],
);

/**
 * The same figures summed over each agent's downlines at any depth, kept by the same consumer
 * through the agent tree, plus head-counts: members who bet, deposited or logged in. The agent's
 * own figures stay on its member rows (most members have no downlines, and need no team rows);
 * a team report adds both, reading at most two rows per day and category.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    ...figures(),
    bettors: integer('bettors').notNull().default(0),
    depositors: integer('depositors').notNull().default(0),
    loginMembers: integer('login_members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.category] })],
);

/** Each member's firsts, so a first deposit or first bet is counted once. */
export const memberMilestones = pgTable('member_milestones', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }),
  firstBetAt: timestamp('first_bet_at', { withTimezone: true }),
});

/**
 * Each agent's team balance (the main wallets of its downlines at any depth) as last summed: the
 * overview's tile reads it, and sums again when it is older than `TEAM_BALANCE_MAX_AGE_SECONDS`, so
 * a team of any size costs one full sum a minute at most, not one per request.
 */
export const teamBalances = pgTable('team_balances', {
  agentId: bigint('agent_id', { mode: 'number' }).primaryKey(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
  summedAt: timestamp('summed_at', { withTimezone: true }).notNull(),
});
