import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Audience,
  DeliveryStatus,
  LocalizedText,
  RaffleSchedule,
  TicketCodeReward,
  TicketEarningRule,
  TicketKind,
  TicketPrize,
} from '@platform/contract';

/**
 * A ticket event: its kind, window, prizes with weights, money budget (`spent` never above it: the
 * conditional update of an opening or a code), earning rules and audience.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<TicketKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    schedule: jsonb('schedule').$type<RaffleSchedule>(),
    prizes: jsonb('prizes').$type<TicketPrize[]>().notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rules: jsonb('rules').$type<TicketEarningRule[]>().notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ticket_events_within_budget', sql`${t.spent} >= 0 and ${t.spent} <= ${t.budget}`),
    index('ticket_events_window_idx').on(t.endsAt, t.startsAt),
  ],
);

/**
 * One ticket of a member: NEW until opened once (OPENED, by a conditional update). `issue_key` names
 * why it was issued (a rule and period, a reward, a grant, a code, a raffle window), unique per
 * member, so nothing is issued twice. The drawn prize is kept as it was at the opening.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => ticketEvents.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    status: text('status').$type<'NEW' | 'OPENED'>().notNull().default('NEW'),
    issueKey: text('issue_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    prizeIndex: integer('prize_index'),
    prize: jsonb('prize').$type<TicketPrize>(),
    budgetFallback: boolean('budget_fallback').notNull().default(false),
    rewardId: bigint('reward_id', { mode: 'number' }),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('NOT_APPLICABLE'),
    deliveryNote: text('delivery_note'),
  },
  (t) => [
    uniqueIndex('tickets_issue_key').on(t.memberId, t.issueKey),
    index('tickets_member_idx').on(t.memberId, t.status, t.eventId),
    index('tickets_event_idx').on(t.eventId, t.status),
    index('tickets_delivery_idx')
      .on(t.deliveryStatus, t.openedAt)
      .where(sql`${t.deliveryStatus} <> 'NOT_APPLICABLE'`),
    check('tickets_status', sql`${t.status} in ('NEW', 'OPENED')`),
  ],
);

/** A gift code or cash voucher: redeemed by at most `max_uses` members, each once. */
export const ticketCodes = pgTable(
  'ticket_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => ticketEvents.id),
    code: text('code').notNull(),
    reward: jsonb('reward').$type<TicketCodeReward>().notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ticket_codes_code').on(sql`upper(${t.code})`),
    check('ticket_codes_uses', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

export const ticketCodeRedemptions = pgTable(
  'ticket_code_redemptions',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => ticketCodes.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.memberId] })],
);

/**
 * A member's play for an event on one merchant day (from the events consumer `tickets-earning`):
 * valid bet (VALID_BET tickets as it grows) and win/loss (NEGATIVE_PROFIT after the day ends).
 */
export const ticketPlayDays = pgTable(
  'ticket_play_days',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => ticketEvents.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winLoss: bigint('win_loss', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.memberId, t.day] }),
    index('ticket_play_days_day_idx').on(t.day),
  ],
);

/**
 * A ticket earned by a rule (a deposit, a day's turnover step, a day's net loss), waiting for the
 * member's audience check (PENDING), then ISSUED or SKIPPED. Keyed like the ticket it issues.
 */
export const ticketEarnings = pgTable(
  'ticket_earnings',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    issueKey: text('issue_key').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => ticketEvents.id),
    status: text('status').$type<'PENDING' | 'ISSUED' | 'SKIPPED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.issueKey] }),
    index('ticket_earnings_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
