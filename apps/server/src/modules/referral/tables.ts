import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ReferralBetPeriod,
  ReferralFailure,
  ReferralInviteeStatus,
  ReferralRule,
} from '@platform/contract';

/** The operator's invite-friends programme: one row (id 1); money in minor units, shares in hundredths of a percent. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    minFirstDeposit: bigint('min_first_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }),
    qualifyDays: integer('qualify_days').notNull().default(7),
    uniquePhone: boolean('unique_phone').notNull().default(true),
    refuseSameDevice: boolean('refuse_same_device').notNull().default(true),
    refuseSameIp: boolean('refuse_same_ip').notNull().default(true),
    qualifiedReward: bigint('qualified_reward', { mode: 'bigint' }),
    groupSize: integer('group_size'),
    groupReward: bigint('group_reward', { mode: 'bigint' }),
    firstDepositShare: integer('first_deposit_share').notNull().default(0),
    betShare: integer('bet_share').notNull().default(0),
    betPeriod: text('bet_period').$type<ReferralBetPeriod>().notNull().default('DAY'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_settings_single_row', sql`${t.id} = 1`),
    check('referral_settings_bet_period', sql`${t.betPeriod} in ('DAY', 'WEEK', 'MONTH')`),
  ],
);

/**
 * Each invitee's standing as last evaluated: NOT_QUALIFIED is re-evaluated, the other statuses are
 * final. The first deposit is copied from the statistics' milestones when seen.
 */
export const referralInvitees = pgTable(
  'referral_invitees',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    /** The last merchant day of the qualification window. */
    qualifyUntil: date('qualify_until', { mode: 'string' }).notNull(),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }),
    status: text('status').$type<ReferralInviteeStatus>().notNull(),
    failure: text('failure').$type<ReferralFailure>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('referral_invitees_referrer_idx').on(t.referrerId, t.inviteeId),
    check(
      'referral_invitees_status_known',
      sql`${t.status} in ('QUALIFIED', 'NOT_QUALIFIED', 'FAILED', 'DUPLICATE_PHONE')`,
    ),
  ],
);

/**
 * A reward the programme granted (through the rewards core, source REFERRAL), written in the
 * grant's transaction; unique per inviter and reference, like the core's own row.
 */
export const referralGrants = pgTable(
  'referral_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    rule: text('rule').$type<ReferralRule>().notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }),
    /** BETS: the period's key; GROUP: the block's number. */
    period: text('period'),
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_grants_ref_key').on(t.referrerId, t.sourceRef),
    index('referral_grants_referrer_idx').on(t.referrerId, t.id),
    check('referral_grants_rule_known', sql`${t.rule} in ('QUALIFIED', 'GROUP', 'FIRST_DEPOSIT', 'BETS')`),
  ],
);
