import { sql } from 'drizzle-orm';
import type {
  DepositChannelKind,
  DepositStatus,
  PayeeAccount,
  PaymentGateway,
  WithdrawalStatus,
} from '@platform/contract';
import { bytea } from '../../platform/db/columns.ts';
import { ledgerTransfers } from '../../platform/ledger/tables.ts';
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
    /** Why it failed, shown to the member. */
    reason: text('reason'),
    /** The staff's internal note on the decision: the console's only, never shown to the member. */
    staffMemo: text('staff_memo'),
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
    /** Why it was rejected, shown to the member. */
    reason: text('reason'),
    /** The staff's internal note on the decision: the console's only, never shown to the member. */
    staffMemo: text('staff_memo'),
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
