import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT,
  formatMinorUnits,
  type Notification,
  type NotificationKind,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { Realtime } from '../../platform/realtime/socket.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import { memberNotifications, type NotificationPayload } from './tables.ts';

/** How many notices the bell lists. */
const LIST_LIMIT = 20;

export interface NotificationInput {
  kind: NotificationKind;
  orderNo: string;
  amount: bigint;
  balance: bigint;
  reason?: string | null;
}

type Row = typeof memberNotifications.$inferSelect;

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The member's notices: stored in the transaction of the change they describe, pushed over the
 * socket only after it commits, so a member is never told of money that did not move.
 */
export const createNotificationsService = ({
  db,
  system,
  realtime,
}: {
  db: Database;
  system: SystemService;
  realtime: () => Realtime | null;
}) => {
  const toNotification = (row: Row, timeZone: string): Notification => ({
    id: row.id,
    kind: row.kind,
    orderNo: row.payload.orderNo,
    amount: formatMinorUnits(BigInt(row.payload.amount)),
    balance: formatMinorUnits(BigInt(row.payload.balance)),
    reason: row.payload.reason,
    read: row.readAt !== null,
    createdAt: formatTimestamp(row.createdAt, timeZone),
  });

  const list = async (memberId: number) => {
    const [rows, unread, site] = await Promise.all([
      db
        .select()
        .from(memberNotifications)
        .where(eq(memberNotifications.memberId, memberId))
        .orderBy(desc(memberNotifications.id))
        .limit(LIST_LIMIT),
      db
        .select({ n: count() })
        .from(memberNotifications)
        .where(and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt))),
      system.getSiteSetting(),
    ]);
    return {
      list: rows.map((row) => toNotification(row, site.timeZone)),
      unreadCount: unread[0]?.n ?? 0,
    };
  };

  return {
    /** Stores a notice in the caller's transaction; hand the answer to `push` once it has committed. */
    record: async (executor: Executor, memberId: number, input: NotificationInput): Promise<Row> => {
      const payload: NotificationPayload = {
        orderNo: input.orderNo,
        amount: input.amount.toString(),
        balance: input.balance.toString(),
        reason: input.reason ?? null,
      };
      const [row] = await executor
        .insert(memberNotifications)
        .values({ memberId, kind: input.kind, payload })
        .returning();
      if (!row) throw new Error('notification insert returned no row');
      return row;
    },

    /** Sends a committed notice to the member's open sessions on any instance. */
    push: async (row: Row) => {
      const site = await system.getSiteSetting();
      realtime()?.toMember(row.memberId, NOTIFICATION_EVENT, toNotification(row, site.timeZone));
    },

    list,

    markAllRead: async (memberId: number) => {
      await db
        .update(memberNotifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt)));
      return list(memberId);
    },
  };
};
