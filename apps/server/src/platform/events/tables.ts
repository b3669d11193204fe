import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { xid8 } from '../db/columns.ts';
import type { DomainEventType } from './types.ts';

/**
 * What happened, recorded in the transaction of the change (the transactional outbox). Rows are
 * append-only and kept, so anything computed from them can be rebuilt by replaying them.
 * `tx` is the writing transaction's id: consumers read in `(tx, id)` order and only below the
 * oldest transaction still open, so an event committed late is never skipped.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').$type<DomainEventType>().notNull(),
    /** The member the event is about (the player, the depositor, the registrant). */
    memberId: bigint('member_id', { mode: 'number' }),
    /** When it happened, by the services' clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('domain_events_order_idx').on(t.tx, t.id)],
);

/** How far each consumer got: the `(tx, id)` of the last event it applied. */
export const eventCheckpoints = pgTable('event_checkpoints', {
  consumer: text('consumer').primaryKey(),
  tx: xid8('tx')
    .notNull()
    .default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
