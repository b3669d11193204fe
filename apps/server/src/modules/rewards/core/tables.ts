import { sql } from 'drizzle-orm';
import {
  PRIZE_KINDS,
  REWARD_SOURCES,
  REWARD_STATUSES,
  TURNOVER_BASES,
  TURNOVER_STATUSES,
  type GameCategory,
  type LocalizedText,
  type PrizeKind,
  type RewardSource,
  type RewardStatus,
  type TurnoverBase,
  type TurnoverStatus,
} from '@platform/contract';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const CLAIM_MODES = ['AUTO', 'MANUAL'] as const;
export type ClaimMode = (typeof CLAIM_MODES)[number];

/** A bonus's turnover rule as stored: amounts as decimal strings of minor units (jsonb has no bigint). */
export interface StoredTurnoverRule {
  multiple: number;
  base: TurnoverBase;
  depositAmount: string | null;
  weights: Partial<Record<GameCategory, number>>;
}

/**
 * Every reward granted to a member by any activity: one row per member, source and reference (a
 * second grant of the same cause finds this row). PENDING waits in the reward centre; the conditional
 * update to CLAIMED decides who pays, once.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    source: text('source').$type<RewardSource>().notNull(),
    sourceRef: text('source_ref').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    prizeKind: text('prize_kind').$type<PrizeKind>().notNull(),
    /** MONEY and BONUS, minor units. */
    amount: bigint('amount', { mode: 'bigint' }),
    points: bigint('points', { mode: 'bigint' }),
    ticketEventId: bigint('ticket_event_id', { mode: 'number' }),
    ticketCount: integer('ticket_count'),
    turnover: jsonb('turnover').$type<StoredTurnoverRule>(),
    status: text('status').$type<RewardStatus>().notNull(),
    claimMode: text('claim_mode').$type<ClaimMode>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The ledger transfer that paid a MONEY or BONUS reward. */
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('rewards_member_source_ref').on(table.memberId, table.source, table.sourceRef),
    index('rewards_member_status').on(table.memberId, table.status, table.id),
    index('rewards_claimed_at').on(table.claimedAt),
    check('rewards_source_known', sql`${table.source} in (${inList(REWARD_SOURCES)})`),
    check('rewards_prize_known', sql`${table.prizeKind} in (${inList(PRIZE_KINDS)})`),
    check('rewards_status_known', sql`${table.status} in (${inList(REWARD_STATUSES)})`),
    check('rewards_claim_mode_known', sql`${table.claimMode} in ('AUTO', 'MANUAL')`),
    check(
      'rewards_prize_fields',
      sql`(${table.prizeKind} in ('MONEY', 'BONUS') and ${table.amount} > 0)
        or (${table.prizeKind} = 'POINTS' and ${table.points} > 0)
        or (${table.prizeKind} = 'TICKET' and ${table.ticketEventId} is not null and ${table.ticketCount} > 0)`,
    ),
  ],
);

/**
 * A claimed bonus's turnover requirement: ACTIVE until the member's weighted valid bet since
 * `started_at` reaches `required` (MET), or staff end it (CANCELLED, FORFEITED). While ACTIVE its
 * bonus is locked against withdrawal.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    base: text('base').$type<TurnoverBase>().notNull(),
    multiple: integer('multiple').notNull(),
    weights: jsonb('weights').$type<Partial<Record<GameCategory, number>>>().notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    counted: bigint('counted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<TurnoverStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The forfeit's transfer back to the operator's bonus account. */
    forfeitTransferId: bigint('forfeit_transfer_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('turnover_requirements_reward').on(table.rewardId),
    index('turnover_requirements_member_status').on(table.memberId, table.status),
    check('turnover_requirements_status_known', sql`${table.status} in (${inList(TURNOVER_STATUSES)})`),
    check('turnover_requirements_base_known', sql`${table.base} in (${inList(TURNOVER_BASES)})`),
    check(
      'turnover_requirements_amounts',
      sql`${table.bonus} > 0 and ${table.required} >= 0 and ${table.counted} >= 0`,
    ),
  ],
);
