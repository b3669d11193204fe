import { sql } from 'drizzle-orm';
import type { TransactionType, WalletKind } from '@platform/contract';
import {
  bigint,
  bigserial,
  boolean,
  check,
  smallint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member's wallets: the main wallet, the amount held for pending withdrawals, and one sub-wallet
 * per transfer-wallet vendor (`VENDOR:<code>`).
 */
export const MEMBER_WALLET_KIND = { MAIN: 'MAIN', HOLD: 'HOLD' } as const;
export type MemberWalletKind = WalletKind;

/** The operator's own accounts: they carry the other side of every member movement and may go negative. */
export const OPERATOR_ACCOUNT_KINDS = [
  'CASH_IN',
  'CASH_OUT',
  'BONUS',
  'GAME_HOUSE',
  'COMMISSION',
  'ADJUSTMENT',
  /** What members pay in cash for points and for the money part of a mall redemption. */
  'POINTS_MALL',
] as const;
export type OperatorAccountKind = (typeof OPERATOR_ACCOUNT_KINDS)[number];

/**
 * How many accounts the game house is spread over: a member's bets and wins go to the shard
 * `member id mod HOUSE_SHARDS`, so bets of different members never wait on one operator row.
 */
export const HOUSE_SHARDS = 16;

/** Why money moved: the contract's transaction types, which history filters and reports group by. */
export type TransferType = TransactionType;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** What a transfer refers to (order ids, vendor round, staff and reason); it describes, it never decides. */
export type TransferMetadata = { [key: string]: JsonValue };

const operatorKindList = sql.raw(OPERATOR_ACCOUNT_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * A ledger account: a member's wallet (`member_id` set) or an operator account (`member_id` null).
 * The balance is integer minor units, changed only together with a transfer row, and never below
 * zero unless `may_go_negative`, which only operator accounts may have (both enforced in SQL).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    /** Which of an operator kind's accounts in a currency this is (0 unless the kind is spread). */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_kind_key').on(t.memberId, t.kind),
    uniqueIndex('wallet_accounts_operator_kind_key')
      .on(t.kind, t.currency, t.shard)
      .where(sql`${t.memberId} is null`),
    check('wallet_accounts_shard', sql`${t.shard} >= 0 and (${t.memberId} is null or ${t.shard} = 0)`),
    check('wallet_accounts_balance_guard', sql`${t.balance} >= 0 or ${t.mayGoNegative}`),
    check(
      'wallet_accounts_owner_kind',
      sql`(${t.memberId} is not null and ${t.kind} ~ '^(MAIN|HOLD|VENDOR:[A-Z0-9_]{1,32})$' and not ${t.mayGoNegative})
        or (${t.memberId} is null and ${t.kind} in (${operatorKindList}))`,
    ),
  ],
);

/**
 * One movement of money: `amount` leaves the debit account and enters the credit account. Rows are
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); the unique idempotency key makes a
 * retried movement happen once.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    type: text('type').$type<TransferType>().notNull(),
    /** Both balances right after this transfer (null on transfers recorded before they were kept). */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }),
    metadata: jsonb('metadata').$type<TransferMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(t.idempotencyKey),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 200`),
  ],
);
