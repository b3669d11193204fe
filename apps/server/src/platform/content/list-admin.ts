import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  OPERATOR_HTML_MAX,
  validationText,
  type ErrorCode,
  type Language,
  type LocalizedText,
} from '@platform/contract';
import type { Database, Executor } from '../db/client.ts';
import { uniqueViolation } from '../db/database-errors.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { hasVisibleContent, sanitizeHtml } from '../html/sanitize.ts';
import { formatTimestamp } from '../time.ts';
import type { Actor, AuditService } from '../audit/service.ts';

/**
 * Operator HTML in every language, sanitised before storage; a language left with nothing to show is
 * refused, and so is one that escaping made longer than the cap (`&` becomes `&amp;`).
 */
export const sanitizeLocalizedHtml = (html: LocalizedText, language: Language): LocalizedText => {
  const clean = { JA: sanitizeHtml(html.JA), EN: sanitizeHtml(html.EN) };
  if (!hasVisibleContent(clean.JA) || !hasVisibleContent(clean.EN))
    throw fieldError({ content: validationText('required', language) });
  if (clean.JA.length > OPERATOR_HTML_MAX || clean.EN.length > OPERATOR_HTML_MAX)
    throw fieldError({
      content: validationText('htmlTooLong', language).replace('{max}', String(OPERATOR_HTML_MAX)),
    });
  return clean;
};

/** The fields every console list row answers; time stamps in the site's time zone. */
export const listFields = (
  row: { id: number; enabled: boolean; sortOrder: number; createdAt: Date; updatedAt: Date },
  timeZone: string,
) => ({
  id: row.id,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  createdAt: formatTimestamp(row.createdAt, timeZone),
  updatedAt: formatTimestamp(row.updatedAt, timeZone),
});

/** A list the operator keeps in the console: rows with an id and an update time. */
export type ListTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

export interface ListAdminSpec<T extends ListTable, Input, Admin> {
  table: T;
  /** The audit entries' target type (`banner`, `help_article`, ...). */
  targetType: string;
  orderBy: (PgColumn | SQL)[];
  /** The row's columns from validated input; operator HTML is sanitised here, before storage. */
  toValues: (input: Input, language: Language) => T['$inferInsert'];
  /** The console's row; time stamps are shown in the site's time zone. */
  toAdmin: (row: T['$inferSelect'], timeZone: string) => Admin;
  /** The answer when a change breaks a unique index (a help slug already in use). */
  conflict?: ErrorCode;
  /** Runs after every committed change, so this instance's caches drop what they hold. */
  changed: () => void;
}

export type ListAdmin<Input, Admin> = ReturnType<typeof createListAdmin<ListTable, Input, Admin>>;

/**
 * Create, read, update and delete for one console list, each change in one transaction with its
 * audit entry (`content.create` / `content.update` / `content.delete`, the rows before and after).
 */
export const createListAdmin = <T extends ListTable, Input, Admin>(
  { db, audit, timeZone }: { db: Database; audit: AuditService; timeZone: () => Promise<string> },
  spec: ListAdminSpec<T, Input, Admin>,
) => {
  type Row = T['$inferSelect'];
  // Drizzle cannot follow a generic table through its builders; the rows are this table's.
  const table = spec.table as ListTable;
  const byId = (id: number) => eq(table.id, id);

  const change = async <R>(work: (tx: Executor) => Promise<R>) => {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (spec.conflict && uniqueViolation(error) !== undefined) throw new AppError(spec.conflict);
      throw error;
    } finally {
      spec.changed();
    }
  };

  const lockRow = async (tx: Executor, id: number) => {
    const [row] = (await tx.select().from(table).where(byId(id)).for('update')) as Row[];
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  return {
    list: async (): Promise<Admin[]> => {
      const [rows, zone] = await Promise.all([
        db
          .select()
          .from(table)
          .orderBy(...spec.orderBy) as Promise<Row[]>,
        timeZone(),
      ]);
      return rows.map((row) => spec.toAdmin(row, zone));
    },

    create: async (actor: Actor, input: Input, language: Language): Promise<Admin> => {
      const zone = await timeZone();
      return change(async (tx) => {
        const [row] = (await tx.insert(table).values(spec.toValues(input, language)).returning()) as Row[];
        if (!row) throw new Error(`${spec.targetType} insert returned no row`);
        await audit.record(tx, actor, {
          action: 'content.create',
          targetType: spec.targetType,
          targetId: (row as { id: number }).id,
          after: row,
        });
        return spec.toAdmin(row, zone);
      });
    },

    update: async (actor: Actor, id: number, input: Input, language: Language): Promise<Admin> => {
      const zone = await timeZone();
      return change(async (tx) => {
        const before = await lockRow(tx, id);
        const [after] = (await tx
          .update(table)
          .set({ ...spec.toValues(input, language), updatedAt: new Date() })
          .where(byId(id))
          .returning()) as Row[];
        if (!after) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'content.update',
          targetType: spec.targetType,
          targetId: id,
          before,
          after,
        });
        return spec.toAdmin(after, zone);
      });
    },

    remove: (actor: Actor, id: number): Promise<void> =>
      change(async (tx) => {
        const before = await lockRow(tx, id);
        await tx.delete(table).where(byId(id));
        await audit.record(tx, actor, {
          action: 'content.delete',
          targetType: spec.targetType,
          targetId: id,
          before,
        });
      }),
  };
};
