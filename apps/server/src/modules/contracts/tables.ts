import { sql } from 'drizzle-orm';
import { PAYOUT_MODES, SETTLEMENT_STATUSES } from '@platform/contract';
import type {
  ContractEvent,
  ContractKind,
  ContractPolicy,
  ContractProduct,
  ContractSide,
  ContractStatus,
  ContractTerms,
  PayoutMode,
  SettlementFigures,
  SettlementStatus,
} from '@platform/contract';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../../platform/ledger/tables.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The operator's policy of one contract kind; absent until first set (then the defaults hold). */
export const contractPolicies = pgTable('contract_policies', {
  kind: text('kind').$type<ContractKind>().primaryKey(),
  policy: jsonb('policy').$type<ContractPolicy>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A contract between an upline (null: the operator, for a top-level agent) and one direct downline
 * agent, of one kind and product. `terms` are the signed terms in force (kept in `contract_terms`
 * with their dates), `proposed_terms` what waits for the downline's answer. One live contract
 * (not NOT_SIGNED or CANCELLED) per downline, kind and product. `version` rises with every change,
 * so two answers at once cannot both apply.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    product: text('product').$type<ContractProduct>().notNull(),
    uplineId: bigint('upline_id', { mode: 'number' }),
    downlineId: bigint('downline_id', { mode: 'number' }).notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    terms: jsonb('terms').$type<ContractTerms>(),
    proposedTerms: jsonb('proposed_terms').$type<ContractTerms>(),
    requestedBy: text('requested_by').$type<ContractSide>(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contracts_live_key')
      .on(t.downlineId, t.kind, t.product)
      .where(sql`${t.status} not in ('NOT_SIGNED', 'CANCELLED')`),
    index('contracts_upline_idx').on(t.uplineId, t.kind),
    index('contracts_kind_status_idx').on(t.kind, t.status),
    check('contracts_two_members', sql`${t.uplineId} is null or ${t.uplineId} <> ${t.downlineId}`),
  ],
);

/**
 * The signed terms of a contract over time: a row per signing (the first acceptance, each accepted
 * change), `effective_to` set when a change replaces it or the contract ends. A settlement uses the
 * terms in force at the last instant of its period.
 */
export const contractTerms = pgTable(
  'contract_terms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    effectiveTo: timestamp('effective_to', { withTimezone: true }),
  },
  (t) => [index('contract_terms_contract_idx').on(t.contractId, t.effectiveFrom)],
);

/** What happened to a contract: who did what, with the terms it concerned. */
export const contractHistory = pgTable(
  'contract_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    event: text('event').$type<ContractEvent>().notNull(),
    /** UPLINE or DOWNLINE; null for the operator's staff or the platform. */
    by: text('by').$type<ContractSide>(),
    staffId: bigint('staff_id', { mode: 'number' }),
    terms: jsonb('terms').$type<ContractTerms>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contract_history_contract_idx').on(t.contractId, t.id)],
);

const figureColumns = () => ({
  betCount: integer('bet_count').notNull().default(0),
  stake: bigint('stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  validBet: bigint('valid_bet', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  payout: bigint('payout', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/**
 * The settled rounds' figures per member, 5-minute slot and product category, as the contracts'
 * event consumer books them: a round goes to the slot of its settlement, or to the first slot not
 * yet sealed when that one is (late data counts in the next period, never lost, never twice).
 * Every settlement period is a whole number of slots in the merchant's time zone.
 */
export const contractFigureSlots = pgTable(
  'contract_figure_slots',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.slot, t.category] }),
    index('contract_figure_slots_slot_idx').on(t.slot),
  ],
);

/**
 * Each settled round, booked like the slots, for the real-time salary's tiers by single bet amount
 * and its separate rates on losing and winning rounds. A lottery round carries its draw
 * (`<vendor>:<game node>:<draw no.>`): the member's rounds on one draw are one bet.
 */
export const contractRounds = pgTable(
  'contract_rounds',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    drawKey: text('draw_key'),
  },
  (t) => [index('contract_rounds_slot_idx').on(t.slot)],
);

/**
 * The instant before which no slot takes new figures (one row, id 1): a settlement seals through
 * its period's end, under the consumer's lock, before it reads the period's slots.
 */
export const contractFigureSeal = pgTable(
  'contract_figure_seal',
  {
    id: smallint('id').primaryKey().default(1),
    sealedThrough: timestamp('sealed_through', { withTimezone: true }).notNull(),
  },
  (t) => [check('contract_figure_seal_one_row', sql`${t.id} = 1`)],
);

/**
 * One agent's settlement of one contract for one period, with every figure it used. Unique per
 * contract, kind and period: a re-run finds it. Written in the transaction that seals the period,
 * paid afterwards in batches of their own transactions. Paid by the ledger transfer keyed
 * `job:<kind job>:<period>:<contract id>` from the operator's commission account.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    product: text('product').$type<ContractProduct>().notNull(),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    figures: jsonb('figures').$type<SettlementFigures>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    adjustment: bigint('adjustment', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<SettlementStatus>().notNull(),
    /** The kind's payout mode when the record was made: AUTO records still PENDING are the job's to pay. */
    payoutMode: text('payout_mode').$type<PayoutMode>().notNull().default('AUTO'),
    reason: text('reason'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contract_settlements_key').on(t.kind, t.period, t.contractId),
    index('contract_settlements_agent_idx').on(t.agentId, t.kind, t.periodEnd),
    index('contract_settlements_status_idx').on(t.status, t.kind),
    check('contract_settlements_amount', sql`${t.amount} >= 0`),
    check('contract_settlements_status', sql`${t.status} in (${inList(SETTLEMENT_STATUSES)})`),
    check('contract_settlements_payout_mode', sql`${t.payoutMode} in (${inList(PAYOUT_MODES)})`),
  ],
);
