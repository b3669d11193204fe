import { sql } from 'drizzle-orm';
import type {
  DepositChannelKind,
  DepositStatus,
  PayeeAccount,
  PaymentGateway,
  TransactionType,
  WalletKind,
  WithdrawalStatus,
} from '@platform/contract';
import { bytea } from '../../platform/db/columns.ts';

import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
] as const;
export type OperatorAccountKind = (typeof OPERATOR_ACCOUNT_KINDS)[number];

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_kind_key').on(t.memberId, t.kind),
    uniqueIndex('wallet_accounts_operator_kind_key')
      .on(t.kind, t.currency)
      .where(sql`${t.memberId} is null`),
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

/** A way to deposit, configured in the console. Gateway secrets stay on the server. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<DepositChannelKind>().notNull(),
    gateway: text('gateway').$type<PaymentGateway>(),
    /** The key the gateway signs its notifications with. */
    gatewaySecret: text('gateway_secret'),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    payee: jsonb('payee').$type<PayeeAccount>(),
    instructionsJa: text('instructions_ja').notNull().default(''),
    instructionsEn: text('instructions_en').notNull().default(''),
    expiryMinutes: integer('expiry_minutes').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
    check(
      'deposit_channels_kind',
      sql`(${t.kind} = 'BANK_TRANSFER' and ${t.payee} is not null) or (${t.kind} = 'ONLINE' and ${t.gateway} is not null and ${t.gatewaySecret} is not null)`,
    ),
  ],
);

/**
 * A member's deposit. It moves money once, when credited: the ledger transfer `deposit:<id>` from
 * the operator's cash-in account, written in the same transaction as the status change.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The client's `requestId`: a repeated submit answers the first order. */
    requestId: uuid('request_id').notNull(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => depositChannels.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('PENDING'),
    /** Online orders: the gateway's payment id and page. */
    gatewayReference: text('gateway_reference'),
    paymentUrl: text('payment_url'),
    reason: text('reason'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_request_key').on(t.memberId, t.requestId),
    index('deposit_orders_member_idx').on(t.memberId, t.id),
    index('deposit_orders_status_idx').on(t.status, t.id),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The image a member uploaded as proof of a bank transfer (png or jpg, checked by content). */
export const depositProofs = pgTable('deposit_proofs', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => depositOrders.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bank account a member withdraws to; its name is the member's payee name. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_accounts_member_number_key').on(t.memberId, t.accountNumber),
    index('bank_accounts_member_idx').on(t.memberId),
  ],
);

/**
 * A member's withdrawal. The amount is held at request (`withdrawal:<id>:hold`, main wallet to the
 * member's HOLD wallet), then paid (`withdrawal:<id>:paid`, HOLD to cash-out) or returned
 * (`withdrawal:<id>:return`, HOLD to main), each with its status change in one transaction.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: uuid('request_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('PENDING'),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id),
    reason: text('reason'),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_request_key').on(t.memberId, t.requestId),
    index('withdrawal_orders_member_idx').on(t.memberId, t.id),
    index('withdrawal_orders_status_idx').on(t.status, t.id),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);
