import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's wallet account. Its balance is integer minor units and never goes below zero;
 * the ledger of the wallet issue moves it, in the same transaction as each transfer.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_kind_key').on(t.memberId, t.kind),
    check('wallet_accounts_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);
