import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { ResealMode, SecretBox } from './secrets.ts';

/** Rows read at a time while sealing a column, so a large table is never held in memory. */
const BATCH = 500;

/** A text column of secrets, as its owning module describes it. */
export interface SecretColumn {
  table: PgTable;
  /** A unique key of the row, bound into every value's additional data. */
  key: PgColumn;
  value: PgColumn;
  /** The additional data of a row's value: `<table>.<column>:<key>`. */
  context: (key: string | number) => string;
}

/**
 * Seals the plain values of one column (mode `plain`, run at every start) or also moves values
 * under an older key to the current one (mode `all`, the rotation). Each row is rewritten only if
 * it still holds the value read, so instances starting together, or a user changing the secret
 * meanwhile, never lose a write. Idempotent; answers the number of rows rewritten. A value under a
 * key that is not configured throws, naming the row, so a start with the wrong key stops.
 */
export const resealColumn = async (
  db: Database,
  secrets: SecretBox,
  column: SecretColumn,
  mode: ResealMode,
): Promise<number> => {
  const prefix = secrets.currentPrefix;
  let after: string | number | null = null;
  let rewritten = 0;
  for (;;) {
    const rows = (await db
      .select({ key: column.key, value: column.value })
      .from(column.table)
      .where(
        and(
          isNotNull(column.value),
          sql`left(${column.value}, ${prefix.length}) <> ${prefix}`,
          after === null ? undefined : gt(column.key, after),
        ),
      )
      .orderBy(asc(column.key))
      .limit(BATCH)) as { key: string | number; value: string }[];
    for (const row of rows) {
      const next = secrets.reseal(row.value, column.context(row.key), mode);
      if (next === null) continue;
      const result = await db.execute(
        sql`update ${column.table} set ${sql.identifier(column.value.name)} = ${next}
            where ${column.key} = ${row.key} and ${column.value} = ${row.value} returning 1`,
      );
      rewritten += (result as { rows: unknown[] }).rows.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return rewritten;
    after = last.key;
  }
};
