import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ErrorCode, Language, WalletKind } from '@platform/contract';

/** A one-time launch token (only its SHA-256 is kept), exchanged by the vendor's `authenticate`. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vassalage: text('vassalage').notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    demo: boolean('demo').notNull(),
    walletKind: text('wallet_kind').$type<WalletKind>().notNull(),
    currency: text('currency').notNull(),
    language: text('language').$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('launch_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A player session at a vendor, opened by `authenticate`. Bets need it live; a free-play session
 * carries its demo balance here, so demo money never touches the ledger.
 */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vassalage: text('vassalage').notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    demo: boolean('demo').notNull(),
    walletKind: text('wallet_kind').$type<WalletKind>().notNull(),
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    language: text('language').$type<Language>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_sessions_token_key').on(t.tokenHash),
    check(
      'player_sessions_demo_balance',
      sql`(${t.demo} and ${t.demoBalance} >= 0) or (not ${t.demo} and ${t.demoBalance} is null)`,
    ),
  ],
);

export const VENDOR_TRANSACTION_KINDS = ['BET', 'WIN', 'ROLLBACK'] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/**
 * OK: done. ROLLED_BACK: a bet refunded since. TOMBSTONE: a bet id a rollback named before the bet
 * arrived; the late bet is refused. FAILED: a rollback's final refusal, answered again on replay.
 */
export type VendorTransactionStatus = 'OK' | 'ROLLED_BACK' | 'TOMBSTONE' | 'FAILED';

/** What a call answered, replayed as it was for a repeat of the same transaction id. */
export type StoredAnswer =
  | {
      ok: true;
      value: {
        transactionId: string;
        platformTransactionId: string | null;
        balance: string;
        currency: string;
      };
    }
  | { ok: false; errorCode: ErrorCode; value: { balance: string; currency: string } };

/**
 * Every money call of a vendor, unique by (vendor, transaction id). `fields` are the call's
 * meaningful fields: the same id with other fields is a mismatch.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<VendorTransactionKind>().notNull(),
    status: text('status').$type<VendorTransactionStatus>().notNull(),
    playerId: text('player_id').notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    fields: jsonb('fields').$type<Record<string, string | boolean | null>>().notNull(),
    answer: jsonb('answer').$type<StoredAnswer>(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_transactions_key').on(t.vassalage, t.transactionId)],
);
