import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LocalizedText,
  RebateCategory,
  VipChangeReason,
  VipCondition,
  VipGrantKind,
  VipMatch,
  VipSalaryPeriod,
} from '@platform/contract';

/** Condition targets in minor units (DEPOSIT_COUNT: a count), as decimal text; absent: off. */
export type StoredConditions = Partial<Record<VipCondition, string>>;

/** A rank salary, money in minor units as text. */
export interface StoredSalary {
  period: VipSalaryPeriod;
  amount: string;
  minDeposit: string | null;
  minValidBet: string | null;
}

/** The operator's VIP ranks: `level` is the order (1 lowest) and what `members.vip_level` holds. */
export const vipRanks = pgTable(
  'vip_ranks',
  {
    id: serial('id').primaryKey(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    labelColor: text('label_color').notNull(),
    textColor: text('text_color').notNull(),
    match: text('match').$type<VipMatch>().notNull(),
    promotion: jsonb('promotion').$type<StoredConditions>().notNull(),
    keepMatch: text('keep_match').$type<VipMatch>().notNull(),
    keep: jsonb('keep').$type<StoredConditions>().notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }),
    salaries: jsonb('salaries').$type<StoredSalary[]>().notNull(),
    /** Extra rebate per category, hundredths of a percent. */
    rebateBonus: jsonb('rebate_bonus').$type<Partial<Record<RebateCategory, number>>>().notNull(),
    withdrawalDailyCount: integer('withdrawal_daily_count'),
    withdrawalMaxAmount: bigint('withdrawal_max_amount', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vip_ranks_level_key').on(t.level)],
);

/**
 * Every change of a member's rank with its reason. A demotion names the month it was judged on
 * (`period`): the monthly job demotes a member once per month however often it runs.
 */
export const vipRankChanges = pgTable(
  'vip_rank_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').$type<VipChangeReason>().notNull(),
    period: date('period', { mode: 'string' }),
    staffId: bigint('staff_id', { mode: 'number' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_rank_changes_member_idx').on(t.memberId, t.id),
    uniqueIndex('vip_rank_changes_demotion_key')
      .on(t.memberId, t.period)
      .where(sql`${t.reason} = 'DEMOTION'`),
  ],
);

/**
 * What VIP granted through the reward centre: an upgrade bonus once per member and rank ever, a
 * salary once per member, rank and period (the reward's own key, `vip:<rankId>` or
 * `vip-salary:<rankId>:<period>`, makes the grant itself idempotent).
 */
export const vipGrants = pgTable(
  'vip_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rankId: integer('rank_id').notNull(),
    kind: text('kind').$type<VipGrantKind>().notNull(),
    salaryPeriod: text('salary_period').$type<VipSalaryPeriod>(),
    /** SALARY: the first day of the period paid. */
    period: date('period', { mode: 'string' }),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vip_grants_reward_key').on(t.rewardId),
    index('vip_grants_member_idx').on(t.memberId, t.id),
  ],
);
