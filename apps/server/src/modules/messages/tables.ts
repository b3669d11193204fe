import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackType, InboxKind } from '@platform/contract';

/** The member's inbox (messageV2): replies to feedback and messages from the operator. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<InboxKind>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.id)],
);

/** Feedback and complaints from members; staff reply from the console and the reply reaches the inbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    questionType: text('question_type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('OPEN'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.id), index('feedback_status_idx').on(t.status, t.id)],
);
