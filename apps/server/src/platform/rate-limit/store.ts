import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands a child store: the route's options, with `routeInfo` at run time. */
interface StoreOptions {
  url?: string;
  routeInfo?: { method?: string; url?: string };
}

/** Share of calls that also sweep expired buckets, so the table stays small without a job. */
const SWEEP_SHARE = 0.01;

/**
 * A fixed-window store for @fastify/rate-limit kept in PostgreSQL, so every instance counts
 * against the same limit (the in-memory default would multiply it by the instance count).
 */
export const createPgRateLimitStore = (db: Database) => {
  class PgRateLimitStore {
    readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      const url = options.routeInfo?.url ?? options.url;
      this.prefix = url ? `${options.routeInfo?.method ?? ''} ${url}|` : 'global|';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const bucket = this.prefix + key;
      db.execute(
        sql`
        insert into rate_limit_buckets (key, count, reset_at)
        values (${bucket}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
          reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at
                          else rate_limit_buckets.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then(async (result) => {
          const row = (result as { rows: { count: number; ttl: number }[] }).rows[0];
          if (!row) throw new Error('rate limit upsert returned no row');
          if (Math.random() < SWEEP_SHARE)
            await db.execute(sql`delete from rate_limit_buckets where reset_at < now()`);
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: StoreOptions): PgRateLimitStore {
      return new PgRateLimitStore(routeOptions);
    }
  }
  return PgRateLimitStore;
};
