import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './tables.ts';

export type HouseDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
export type HouseTransaction = Parameters<Parameters<HouseDatabase['transaction']>[0]>[0];

/**
 * Where the house vendor keeps its data: an embedded PGlite or a PostgreSQL pool. In the platform's
 * process it is handed the platform's own client and keeps to its `house_*` tables and its own
 * migrations table.
 */
export type HouseDatabaseClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const MIGRATIONS = {
  migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
  migrationsTable: '__house_migrations',
};
/** Serialises migrations across house instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 74_210_002;

export const openHouseDatabase = (source: HouseDatabaseClient) => {
  if (source.kind === 'pglite') {
    const db = drizzlePglite({ client: source.client, schema });
    return { db: db as unknown as HouseDatabase, migrate: () => migratePglite(db, MIGRATIONS) };
  }
  const { pool } = source;
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as HouseDatabase,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), MIGRATIONS);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        client.release();
      }
    },
  };
};
