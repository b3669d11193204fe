import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'SMS' | 'EMAIL';
import type { OutboxStatus } from '@platform/contract';

export { OUTBOX_STATUS } from '@platform/contract';

/** Every SMS and email the platform sends, with what the provider made of it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<OutboxStatus>().notNull(),
    provider: text('provider').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
