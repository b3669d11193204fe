import { sql } from 'drizzle-orm';
import type { TeamTransferDirection } from '@platform/contract';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../../platform/ledger/tables.ts';

/**
 * One transfer inside a team, made by `initiator_id` (the agent, or the member paying its upline).
 * Money went from `from_member_id`'s main wallet to `to_member_id`'s by the ledger transfer
 * `team-transfer:<id>`, in the transaction that wrote this row. The initiator's `request_id` is
 * unique: a repeated submit answers the first transfer.
 */
export const teamTransfers = pgTable(
  'team_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    initiatorId: bigint('initiator_id', { mode: 'number' }).notNull(),
    requestId: uuid('request_id').notNull(),
    direction: text('direction').$type<TeamTransferDirection>().notNull(),
    fromMemberId: bigint('from_member_id', { mode: 'number' }).notNull(),
    toMemberId: bigint('to_member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('team_transfers_request_key').on(t.initiatorId, t.requestId),
    index('team_transfers_initiator_day_idx').on(t.initiatorId, t.createdAt),
    check('team_transfers_amount_positive', sql`${t.amount} > 0`),
    check('team_transfers_two_members', sql`${t.fromMemberId} <> ${t.toMemberId}`),
    check('team_transfers_direction', sql`${t.direction} in ('TO_DOWNLINE', 'FROM_DOWNLINE', 'TO_UPLINE')`),
  ],
);

/** The operator's switches and limits: one row (id 1), absent until first set (then the defaults hold). */
export const teamTransferSettings = pgTable(
  'team_transfer_settings',
  {
    id: smallint('id').primaryKey().default(1),
    downlineEnabled: boolean('downline_enabled').notNull(),
    takeBackEnabled: boolean('take_back_enabled').notNull(),
    uplineEnabled: boolean('upline_enabled').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyMax: bigint('daily_max', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('team_transfer_settings_one_row', sql`${t.id} = 1`),
    check(
      'team_transfer_settings_limits',
      sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount} and ${t.maxAmount} <= ${t.dailyMax}`,
    ),
  ],
);
