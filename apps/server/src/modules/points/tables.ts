import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TransferMetadata } from '../../platform/ledger/tables.ts';

/**
 * A member's points (spec: points, no expiry): one balance row, changed only together with a
 * transfer row, never below zero (enforced in SQL).
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_accounts_balance_guard', sql`${t.balance} >= 0`)],
);

/**
 * One movement of a member's points: a credit (amount > 0) or a debit (amount < 0). Rows are
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); the unique idempotency key makes a
 * retried movement happen once.
 */
export const pointsTransfers = pgTable(
  'points_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The member's balance right after this transfer. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** Why the points moved (`REWARD`, `REDEEM`, ...): what the history shows. */
    reason: text('reason').notNull(),
    metadata: jsonb('metadata').$type<TransferMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_transfers_idempotency_key').on(t.idempotencyKey),
    index('points_transfers_member_idx').on(t.memberId, t.id),
    check('points_transfers_amount_not_zero', sql`${t.amount} <> 0`),
    check('points_transfers_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 200`),
  ],
);
