import { sql, type AnyColumn } from 'drizzle-orm';

/** The longest a lock from wrong passwords lasts, however often it repeats. */
export const MAX_LOCK_MINUTES = 24 * 60;

/**
 * When a new lock from wrong passwords ends: `lockMinutes` from `now` (the service's clock), doubled for each earlier lock
 * in `previousLocks` (a column of the account), at most a day. Members and staff lock the same way.
 */
export const lockEnd = (previousLocks: AnyColumn, lockMinutes: number, now: Date) =>
  sql`${now.toISOString()}::timestamptz + make_interval(mins => least(${MAX_LOCK_MINUTES}, ${lockMinutes}::int * (1 << least(${previousLocks}, 10))))`;
