import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@platform/contract';

/** What a notification says beyond its kind: the order, the amount and the balance after it (minor units as text). */
export interface NotificationPayload {
  orderNo: string;
  amount: string;
  balance: string;
  reason: string | null;
}

/** The member's notices (deposit credited, withdrawal rejected, ...) behind the header bell. */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notifications_member_idx').on(t.memberId, t.id)],
);
