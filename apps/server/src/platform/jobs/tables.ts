import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

const statusList = sql.raw(JOB_RUN_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * One run of a period job: the primary key `(job, period)` is the claim, so whichever instance
 * inserts it first does the work and every other instance, retry or restart finds it. A `running`
 * or `failed` claim whose heartbeat is older than the lease is taken over (`attempts` + 1); the
 * attempt number fences the writes of an instance that lost its claim. Done rows are purged after
 * the runner's retention.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The period's key (`2025-03-10`, `2025-03-10T09:05`...), unique per job. */
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').$type<JobRunStatus>().notNull(),
    /** The instance holding the claim (host, process and a random part). */
    claimedBy: text('claimed_by').notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** Written at the claim, while the run works, and when it fails; a stale one frees the claim. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run answered (counts, totals), for the operator. */
    result: jsonb('result'),
    /** The last failure's message. */
    error: text('error'),
  },
  (table) => [
    primaryKey({ name: 'job_runs_pkey', columns: [table.job, table.period] }),
    index('job_runs_finished_at_idx').on(table.finishedAt),
    check('job_runs_status', sql`${table.status} in (${statusList})`),
  ],
);
