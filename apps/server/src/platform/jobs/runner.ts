import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { assertPeriodSpec, duePeriods, type Period, type PeriodSpec } from './periods.ts';
import { startScheduler } from './scheduler.ts';
import { jobRuns } from './tables.ts';

/** What a period job's run is handed. */
export interface PeriodJobContext {
  /** The period this run is for (`key`, `start`, `end` in the merchant's time zone). */
  period: Period;
  /**
   * The idempotency key of one payee's movement in this run, `job:<name>:<period>:<payee>`: give
   * it to every ledger transfer, so a redo after a crash or a takeover moves nothing twice.
   */
  key(payee: string | number): string;
  /** The runner's clock. */
  clock: Clock;
  /** The attempt number of this claim (1 at the first). */
  attempt: number;
  /**
   * Tells the other instances this run is alive (the runner also does it on a timer); throws when
   * the claim was taken over, so a long run can stop early. Call it between batches.
   */
  heartbeat(): Promise<void>;
}

/**
 * Work done once per period of the merchant's calendar, across instances, retries and restarts:
 * salaries, dividends, draws, auto-confirmations, sweeps. The run must be idempotent: money moves
 * only through ledger transfers keyed by `ctx.key(payee)`, other writes are conditional, and
 * amounts are computed from data the closed period fixes. A redo after a crash then finishes the
 * work without repeating any of it.
 */
export interface PeriodJob<Result = unknown> {
  /** Unique among jobs; part of every key. */
  name: string;
  /** The period kind (`{ every: 'day' }`...) or a function answering the period containing an instant. */
  period: PeriodSpec;
  /** How long after a period ends it becomes due (late data settles first); 0 unless given. */
  lagMs?: number;
  /** How many periods before the due one are also run when missed (server down a whole period); 0 unless given. */
  catchUp?: number;
  /** The work; its answer (JSON, bigints as strings) is kept on the run's row. */
  run(ctx: PeriodJobContext): Promise<Result>;
}

/** What a runner did with one period. */
export type RunOutcome =
  | { job: string; period: string; outcome: 'done'; attempt: number; result: unknown }
  | { job: string; period: string; outcome: 'failed'; attempt: number; error: string }
  /** The run finished but another instance had taken the claim over; its writes were refused. */
  | { job: string; period: string; outcome: 'lost'; attempt: number }
  /** Done before, or held by a live claim elsewhere: nothing was run here. */
  | { job: string; period: string; outcome: 'skipped' };

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  /** The merchant's time zone, read at every tick (system settings: `getSiteSetting().timeZone`). */
  timeZone: () => Promise<string>;
  jobs: PeriodJob[];
  /** Names this instance on its claims; host, process id and a random part unless given. */
  instanceId?: string;
  /**
   * How long a claim stays held without a heartbeat (and how long a failed run waits before its
   * retry); 2 minutes unless given. It must exceed the clock difference between instances.
   */
  leaseMs?: number;
  /** How often a running claim's heartbeat is written; a quarter of the lease unless given. */
  heartbeatMs?: number;
  /** Done runs older than this are purged by the runner's own daily `purge-job-runs` job; 14 unless given. */
  keepDoneDays?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const DEFAULT_LEASE_MS = 120_000;
const DEFAULT_KEEP_DONE_DAYS = 14;
const DAY_MS = 86_400_000;
/** The runner's own housekeeping job. */
export const PURGE_JOB_RUNS = 'purge-job-runs';

/** Results are kept as JSON: bigints (amounts in minor units) become strings. */
const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(
        JSON.stringify(value, (_key, inner: unknown) =>
          typeof inner === 'bigint' ? inner.toString() : inner,
        ),
      );

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs period jobs so that each `(job, period)` is worked once: the run first claims its period by
 * an insert into `job_runs` (the primary key decides between instances), and the same statement
 * takes over a claim whose heartbeat is older than the lease (a crashed run, or a failed one due for
 * its retry); a row lock makes one instance win a takeover. Every later write of the run is fenced
 * by the attempt number. A failure is recorded (`failed`, the message) and retried by any instance
 * once the lease has passed, as long as the period is still due.
 */
export const createJobRunner = (options: JobRunnerOptions) => {
  const { db, clock } = options;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? leaseMs / 4;
  const keepDoneDays = options.keepDoneDays ?? DEFAULT_KEEP_DONE_DAYS;

  const purgeJob: PeriodJob<number> = {
    name: PURGE_JOB_RUNS,
    period: { every: 'day' },
    run: async () => {
      const horizon = new Date(clock.now().getTime() - keepDoneDays * DAY_MS);
      const purged = await db
        .delete(jobRuns)
        .where(and(eq(jobRuns.status, 'done'), lt(jobRuns.finishedAt, horizon)))
        .returning({ job: jobRuns.job });
      return purged.length;
    },
  };
  const jobs = new Map<string, PeriodJob>();
  for (const job of [...options.jobs, purgeJob]) {
    if (jobs.has(job.name)) throw new Error(`two period jobs are named ${job.name}`);
    assertPeriodSpec(job.period);
    jobs.set(job.name, job);
  }
  const jobOf = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no period job ${name}`);
    return job;
  };

  /** Inserts the claim, or takes over a stale one; answers the attempt number when this instance holds it. */
  const claim = async (job: PeriodJob, period: Period) => {
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - leaseMs);
    const [row] = await db
      .insert(jobRuns)
      .values({
        job: job.name,
        period: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        status: 'running',
        claimedBy: instanceId,
        attempts: 1,
        claimedAt: now,
        heartbeatAt: now,
      })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: {
          status: 'running',
          claimedBy: instanceId,
          attempts: sql`${jobRuns.attempts} + 1`,
          claimedAt: now,
          heartbeatAt: now,
        },
        setWhere: and(ne(jobRuns.status, 'done'), lt(jobRuns.heartbeatAt, staleBefore)),
      })
      .returning({ attempts: jobRuns.attempts });
    return row?.attempts ?? null;
  };

  /** Only the holder of the attempt may write the run's row. */
  const held = (job: PeriodJob, period: Period, attempt: number) =>
    and(
      eq(jobRuns.job, job.name),
      eq(jobRuns.period, period.key),
      eq(jobRuns.attempts, attempt),
      eq(jobRuns.claimedBy, instanceId),
      eq(jobRuns.status, 'running'),
    );

  /** Claims one period of a job and runs it, unless it is done or held by a live claim. */
  const runPeriod = async (name: string, period: Period): Promise<RunOutcome> => {
    const job = jobOf(name);
    const base = { job: job.name, period: period.key };
    const [existing] = await db
      .select({ status: jobRuns.status })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period.key)));
    if (existing?.status === 'done') return { ...base, outcome: 'skipped' };
    const attempt = await claim(job, period);
    if (attempt === null) return { ...base, outcome: 'skipped' };

    const beat = async () => {
      const alive = await db
        .update(jobRuns)
        .set({ heartbeatAt: clock.now() })
        .where(held(job, period, attempt))
        .returning({ attempts: jobRuns.attempts });
      if (alive.length === 0) throw new Error(`period job ${job.name} ${period.key} lost its claim`);
    };
    const timer = setInterval(() => {
      beat().catch((error: unknown) =>
        options.log?.warn({ err: error, ...base }, 'period job heartbeat failed'),
      );
    }, heartbeatMs);
    timer.unref();
    try {
      let result: unknown;
      try {
        result = toJson(
          await job.run({
            period,
            clock,
            attempt,
            key: (payee) => `job:${job.name}:${period.key}:${payee}`,
            heartbeat: beat,
          }),
        );
      } catch (error) {
        const message = messageOf(error);
        options.log?.error({ err: error, ...base, attempt }, 'period job failed');
        await db
          .update(jobRuns)
          .set({ status: 'failed', error: message, heartbeatAt: clock.now() })
          .where(held(job, period, attempt));
        return { ...base, outcome: 'failed', attempt, error: message };
      }
      const finished = await db
        .update(jobRuns)
        .set({ status: 'done', finishedAt: clock.now(), heartbeatAt: clock.now(), result, error: null })
        .where(held(job, period, attempt))
        .returning({ attempts: jobRuns.attempts });
      if (finished.length === 0) {
        options.log?.warn({ ...base, attempt }, 'period job finished after its claim was taken over');
        return { ...base, outcome: 'lost', attempt };
      }
      return { ...base, outcome: 'done', attempt, result };
    } finally {
      clearInterval(timer);
    }
  };

  /** The periods of a job due now (the last ended one, and its catch-up within the retention), oldest first. */
  const duePeriodsOf = async (name: string) => {
    const job = jobOf(name);
    const now = clock.now();
    const horizon = now.getTime() - keepDoneDays * DAY_MS;
    return duePeriods(job.period, now, await options.timeZone(), {
      lagMs: job.lagMs ?? 0,
      catchUp: job.catchUp ?? 0,
    }).filter((period, index, all) => index === all.length - 1 || period.end.getTime() > horizon);
  };

  /** Runs every due period of a job not yet done, oldest first. */
  const runDue = async (name: string): Promise<RunOutcome[]> => {
    const outcomes: RunOutcome[] = [];
    for (const period of await duePeriodsOf(name)) outcomes.push(await runPeriod(name, period));
    return outcomes;
  };

  return {
    instanceId,
    /** Every job's name, the runner's housekeeping included. */
    jobNames: () => [...jobs.keys()],
    duePeriodsOf,
    runDue,
    runPeriod,
    /** Runs every job's due periods, the jobs side by side. */
    tick: async () => (await Promise.all([...jobs.keys()].map((name) => runDue(name)))).flat(),
  };
};

/** How often each job looks for a due period: every 15 seconds (a done period costs one read). */
export const JOB_TICK_PATTERN = '*/15 * * * * *';

/**
 * Ticks a runner from the in-process scheduler: each job on its own timer, so a long run holds up
 * only its own job. Answers `stop()`.
 */
export const startJobRunner = (runner: JobRunner, log: FastifyBaseLogger) =>
  startScheduler(
    runner.jobNames().map((name) => ({ name, pattern: JOB_TICK_PATTERN, run: () => runner.runDue(name) })),
    log,
  );
