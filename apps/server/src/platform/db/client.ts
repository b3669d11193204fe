import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The typed handle every service receives; the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction on it. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * The driver's own client: socket.io's Postgres adapter listens on the PostgreSQL pool, and a
   * co-hosted module (the house vendor) keeps its own tables and migrations on it.
   */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Applies the drizzle-kit migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 74_210_001;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
}

export const openDatabase = (options: DatabaseOptions): DatabaseHandle => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  return {
    db: db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};

/**
 * Runs raw SQL and answers its rows: both drivers answer `{ rows }`, which drizzle's shared
 * database type leaves unknown. Columns arrive as the driver gives them (int8 as a string).
 */
export const queryRows = async <T extends Record<string, unknown>>(
  executor: Executor,
  query: SQL,
): Promise<T[]> => ((await executor.execute(query)) as { rows: T[] }).rows;

const dialect = new PgDialect();

/**
 * `queryRows` for a hot statement of a fixed shape: on PostgreSQL it runs as a named prepared
 * statement, so each connection parses and plans it once instead of on every call (planning a
 * statement of many CTEs costs more than running it). The name is a hash of the text, so only
 * statements whose text does not vary with their values belong here (values as parameters, never
 * `sql.raw`). PGlite runs it as `queryRows` would.
 */
export const queryPrepared = async <T extends Record<string, unknown>>(
  executor: Executor,
  statement: SQL,
): Promise<T[]> => {
  const query = dialect.sqlToQuery(statement);
  const name = `p_${createHash('sha1').update(query.sql).digest('hex')}`;
  const prepared = executor._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
};
