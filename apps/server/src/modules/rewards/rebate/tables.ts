import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RebateCategory, RebateClaimKind } from '@platform/contract';

/** The operator's rebate settings: one row (id 1). */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Rates of members without an upline agent, per category, hundredths of a percent (absent: 0). */
    defaultRates: jsonb('default_rates').$type<Record<string, number>>().notNull().default({}),
    /** Whether the daily job pays every member's uncovered rebate after each merchant day. */
    autoRebate: boolean('auto_rebate').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rebate_settings_single_row', sql`${t.id} = 1`)],
);

/** One product's part of a paid rebate, as stored (amounts in minor units as strings, rate in units). */
export interface StoredRebateProduct {
  category: RebateCategory;
  validBet: string;
  rate: number;
  amount: string;
}

/**
 * A paid rebate: a member's claim (MANUAL, one per settlement date) or the daily job's payment
 * (AUTO, one per member and day). Written in the payment's transaction.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<RebateClaimKind>().notNull(),
    /** The merchant day it settles: the claim's day, or the day the job ran for. */
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    products: jsonb('products').$type<StoredRebateProduct[]>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rebate_claims_member_kind_date_key').on(t.memberId, t.kind, t.settlementDate),
    index('rebate_claims_date_idx').on(t.settlementDate),
    check('rebate_claims_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The valid bet a payment covered, per member, merchant day and rebate category: a later payment
 * pays only what the statistics hold above it. Changed only under the member's rebate lock.
 */
export const rebateCoverage = pgTable(
  'rebate_coverage',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').$type<RebateCategory>().notNull(),
    covered: bigint('covered', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.category] })],
);
