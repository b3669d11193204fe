import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@platform/contract';
import type { Database, Executor } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { dayRange } from '../db/day-range.ts';
import { auditLog } from './tables.ts';

/** Who did it and from where: every audited action carries it. */
export interface Actor {
  staffId: number;
  username: string;
  ip: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditSearch {
  staff?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
}

export type AuditService = ReturnType<typeof createAuditService>;

export const createAuditService = ({ db }: { db: Database }) => ({
  /** Appends an entry in the caller's transaction, so the change and its record commit together. */
  record: async (executor: Executor, actor: Actor, entry: AuditEntry) => {
    await executor.insert(auditLog).values({
      staffId: actor.staffId,
      staffUsername: actor.username,
      ip: actor.ip,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  list: async (query: AuditSearch, timeZone: string) => {
    const filters: SQL[] = [];
    if (query.staff) filters.push(ilike(auditLog.staffUsername, containsPattern(query.staff)));
    if (query.action) filters.push(ilike(auditLog.action, containsPattern(query.action)));
    if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
    if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
    filters.push(...dayRange(auditLog.at, query, timeZone));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    return { rows, total: total?.n ?? 0 };
  },
});
