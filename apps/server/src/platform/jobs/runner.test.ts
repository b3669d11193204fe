import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { MEMBER_TYPE } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createLedgerService, describeLedgerCheck, isLedgerClean } from '../ledger/service.ts';
import { ledgerTransfers } from '../ledger/tables.ts';
import { createJobRunner, PURGE_JOB_RUNS, type JobRunnerOptions, type PeriodJob } from './runner.ts';
import { jobRuns } from './tables.ts';
import { BONUS_AMOUNT, createBonusJob } from './testing/bonus-job.ts';

const TIME_ZONE = 'Asia/Tokyo';
const PAYEES = 20;
const LEASE_MS = 120_000;
/** 23:59:59 on 10 March 2025 in Tokyo: the last completed merchant day is the 9th. */
const BEFORE_MIDNIGHT = '2025-03-10T14:59:59.000Z';
/** Noon on 10 March 2025 in Tokyo: the 9th stays due for hours, past any lease. */
const NOON = '2025-03-10T03:00:00.000Z';
const CHILD = fileURLToPath(new URL('./testing/bonus-job-child.ts', import.meta.url));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

describe('period jobs', () => {
  let t: TestApp;
  let memberIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const site = await t.services.system.getSiteSetting();
    await t.services.system.setSiteSetting({ ...site, timeZone: TIME_ZONE });
    const passwordHash = await hashPassword('payee1234');
    memberIds = [];
    for (let n = 0; n < PAYEES; n += 1) {
      const member = await t.services.members.createMember({
        username: `payee${n}`,
        passwordHash,
        type: MEMBER_TYPE.MEMBER,
        language: 'JA',
      });
      memberIds.push(member.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A runner on a database, reading the merchant's time zone from the settings as the app does. */
  const runnerOn = (
    db: Database,
    clock: ManualClock,
    jobs: PeriodJob[],
    options: Partial<JobRunnerOptions> = {},
  ) =>
    createJobRunner({
      db,
      clock,
      timeZone: async () => (await t.services.system.getSiteSetting()).timeZone,
      jobs,
      leaseMs: LEASE_MS,
      ...options,
    });

  /** The job's transfers per member: how many, and how much in all. */
  const paymentsOf = async (job: string) => {
    const rows = await t.db
      .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `job:${job}:%`));
    const perMember = new Map<number, { count: number; total: bigint }>();
    for (const row of rows) {
      const memberId = Number(row.key.split(':').at(-1));
      const seen = perMember.get(memberId) ?? { count: 0, total: 0n };
      perMember.set(memberId, { count: seen.count + 1, total: seen.total + row.amount });
    }
    return memberIds.map((id) => perMember.get(id) ?? { count: 0, total: 0n });
  };

  const runsOf = (job: string) =>
    t.db
      .select({
        period: jobRuns.period,
        status: jobRuns.status,
        attempts: jobRuns.attempts,
        claimedBy: jobRuns.claimedBy,
      })
      .from(jobRuns)
      .where(eq(jobRuns.job, job))
      .orderBy(jobRuns.period);

  const expectLedgerClean = async () => {
    const check = await t.services.ledger.check();
    expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
  };

  it('claims the last merchant day once, and the next one after the merchant midnight', async () => {
    const clock = createManualClock(BEFORE_MIDNIGHT);
    let starts = 0;
    const job = createBonusJob({
      name: 'bonus-daily',
      ledger: t.services.ledger,
      memberIds,
      onStart: () => (starts += 1),
    });
    const runner = runnerOn(t.db, clock, [job]);

    expect(await runner.runDue(job.name)).toEqual([
      {
        job: job.name,
        period: '2025-03-09',
        outcome: 'done',
        attempt: 1,
        result: { paid: PAYEES, replayed: 0 },
      },
    ]);
    expect(await runner.runDue(job.name)).toEqual([
      { job: job.name, period: '2025-03-09', outcome: 'skipped' },
    ]);
    expect(starts).toBe(1);

    clock.advance(1_000);
    expect(await runner.runDue(job.name)).toMatchObject([{ period: '2025-03-10', outcome: 'done' }]);
    expect(await runner.runDue(job.name)).toMatchObject([{ period: '2025-03-10', outcome: 'skipped' }]);
    expect(starts).toBe(2);

    expect(await runsOf(job.name)).toEqual([
      { period: '2025-03-09', status: 'done', attempts: 1, claimedBy: runner.instanceId },
      { period: '2025-03-10', status: 'done', attempts: 1, claimedBy: runner.instanceId },
    ]);
    expect(await paymentsOf(job.name)).toEqual(memberIds.map(() => ({ count: 2, total: 2n * BONUS_AMOUNT })));
    await expectLedgerClean();
  });

  it('does the work once when several runners reach the same period at once', async () => {
    const clock = createManualClock(NOON);
    let starts = 0;
    const job = createBonusJob({
      name: 'bonus-crowd',
      ledger: t.services.ledger,
      memberIds,
      onStart: () => (starts += 1),
    });
    const runners = [runnerOn(t.db, clock, [job]), runnerOn(t.db, clock, [job])];
    const outcomes = (
      await Promise.all([...runners, ...runners].map((runner) => runner.runDue(job.name)))
    ).flat();
    expect(outcomes.filter((outcome) => outcome.outcome === 'done')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'skipped')).toHaveLength(3);
    expect(starts).toBe(1);
    expect(await paymentsOf(job.name)).toEqual(memberIds.map(() => ({ count: 1, total: BONUS_AMOUNT })));
  });

  it('records a failed run and retries it once the lease has passed', async () => {
    const clock = createManualClock(NOON);
    let starts = 0;
    const job: PeriodJob<string> = {
      name: 'flaky',
      period: { every: 'day' },
      run: () => {
        starts += 1;
        return starts === 1 ? Promise.reject(new Error('channel down')) : Promise.resolve('sent');
      },
    };
    const runner = runnerOn(t.db, clock, [job]);
    expect(await runner.runDue(job.name)).toEqual([
      { job: job.name, period: '2025-03-09', outcome: 'failed', attempt: 1, error: 'channel down' },
    ]);
    const [failed] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(failed).toMatchObject({ status: 'failed', error: 'channel down', finishedAt: null });
    expect(await runner.runDue(job.name)).toMatchObject([{ outcome: 'skipped' }]);

    clock.advance(LEASE_MS + 1);
    expect(await runner.runDue(job.name)).toEqual([
      { job: job.name, period: '2025-03-09', outcome: 'done', attempt: 2, result: 'sent' },
    ]);
    expect(starts).toBe(2);
    const [done] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(done).toMatchObject({ status: 'done', error: null, result: 'sent', attempts: 2 });
  });

  it('finishes a run abandoned half-way once its lease has passed: every member paid once, the ledger clean', async () => {
    const clock = createManualClock(NOON);
    const half = deferred();
    const release = deferred();
    const name = 'bonus-abandoned';
    // A crashed instance writes no heartbeat: this one's timer would not fire during the test anyway.
    const crashing = runnerOn(
      t.db,
      clock,
      [
        createBonusJob({
          name,
          ledger: t.services.ledger,
          memberIds,
          afterPayment: async (paid) => {
            if (paid !== PAYEES / 2) return;
            half.resolve();
            await release.promise;
          },
        }),
      ],
      { heartbeatMs: 3_600_000 },
    );
    const abandoned = crashing.runDue(name);
    await half.promise;
    expect(await runsOf(name)).toMatchObject([{ status: 'running', attempts: 1 }]);
    expect((await paymentsOf(name)).filter((paid) => paid.count === 1)).toHaveLength(PAYEES / 2);

    const rescuer = runnerOn(t.db, clock, [createBonusJob({ name, ledger: t.services.ledger, memberIds })]);
    // Within the lease the claim is the crashed instance's.
    clock.advance(LEASE_MS - 1);
    expect(await rescuer.runDue(name)).toMatchObject([{ outcome: 'skipped' }]);
    clock.advance(2);
    expect(await rescuer.runDue(name)).toEqual([
      {
        job: name,
        period: '2025-03-09',
        outcome: 'done',
        attempt: 2,
        result: { paid: PAYEES / 2, replayed: PAYEES / 2 },
      },
    ]);
    expect(await paymentsOf(name)).toEqual(memberIds.map(() => ({ count: 1, total: BONUS_AMOUNT })));
    expect(await runsOf(name)).toEqual([
      { period: '2025-03-09', status: 'done', attempts: 2, claimedBy: rescuer.instanceId },
    ]);

    // The first instance wakes up: its payments replay, and its claim is no longer its own.
    release.resolve();
    expect(await abandoned).toEqual([{ job: name, period: '2025-03-09', outcome: 'lost', attempt: 1 }]);
    expect(await runsOf(name)).toMatchObject([
      { status: 'done', attempts: 2, claimedBy: rescuer.instanceId },
    ]);
    expect(await paymentsOf(name)).toEqual(memberIds.map(() => ({ count: 1, total: BONUS_AMOUNT })));
    await expectLedgerClean();
  });

  it('catches up missed periods within the retention, oldest first, and purges old done runs', async () => {
    const clock = createManualClock(NOON);
    const seen: string[] = [];
    const job: PeriodJob = {
      name: 'catching-up',
      period: { every: 'day' },
      catchUp: 5,
      run: async (ctx) => {
        seen.push(ctx.period.key);
        return Promise.resolve();
      },
    };
    const runner = runnerOn(t.db, clock, [job], { keepDoneDays: 3 });
    await runner.runDue(job.name);
    // Periods that ended more than 3 days ago are past the retention: their rows may be gone.
    expect(seen).toEqual(['2025-03-07', '2025-03-08', '2025-03-09']);

    clock.advance(4 * 86_400_000);
    const [purge] = await runner.runDue(PURGE_JOB_RUNS);
    expect(purge).toMatchObject({ period: '2025-03-13', outcome: 'done' });
    expect(await runsOf(job.name)).toEqual([]);
    // The purged periods are not run again: the catch-up stops at the retention.
    await runner.runDue(job.name);
    expect(seen.slice(3)).toEqual(['2025-03-11', '2025-03-12', '2025-03-13']);
  });

  it('runs the platform sweeps through the runner, once per period', async () => {
    const period = {
      key: '2025-03-10T09:05',
      start: new Date('2025-03-10T00:05:00Z'),
      end: new Date('2025-03-10T00:06:00Z'),
    };
    expect(t.jobRunner.jobNames()).toEqual(
      expect.arrayContaining([
        'expire-deposits',
        'purge-launch-tokens',
        'release-expired-locks',
        'purge-sealed-nonces',
        PURGE_JOB_RUNS,
      ]),
    );
    expect(await t.jobRunner.runPeriod('expire-deposits', period)).toMatchObject({ outcome: 'done' });
    expect(await t.jobRunner.runPeriod('expire-deposits', period)).toMatchObject({ outcome: 'skipped' });
  });

  describe.skipIf(!onPostgres)('on one PostgreSQL database, two app instances', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createTestApp({ sharedWith: t });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('do the work of each period once when both run it at the same time', async () => {
      const name = 'bonus-two-instances';
      let starts = 0;
      const onStart = () => (starts += 1);
      // Each instance has its own pool, ledger service and clock, as two servers would.
      const clocks = [createManualClock(NOON), createManualClock(NOON)];
      const runners = [t, second].map((app, n) =>
        runnerOn(app.db, clocks[n] as ManualClock, [
          createBonusJob({ name, ledger: createLedgerService({ db: app.db }), memberIds, onStart }),
        ]),
      );
      const days = 5;
      for (let day = 0; day < days; day += 1) {
        const outcomes = (await Promise.all(runners.map((runner) => runner.runDue(name)))).flat();
        expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['done', 'skipped']);
        for (const clock of clocks) clock.advance(86_400_000);
      }
      expect(starts).toBe(days);
      expect(await runsOf(name)).toHaveLength(days);
      expect((await runsOf(name)).every((run) => run.status === 'done' && run.attempts === 1)).toBe(true);
      expect(await paymentsOf(name)).toEqual(
        memberIds.map(() => ({ count: days, total: BigInt(days) * BONUS_AMOUNT })),
      );
      await expectLedgerClean();
    });

    it('let one of them take over a stale claim when both find it at once', async () => {
      const name = 'bonus-stale-race';
      const clock = createManualClock(NOON);
      const half = deferred();
      const crashing = runnerOn(
        t.db,
        clock,
        [
          createBonusJob({
            name,
            ledger: t.services.ledger,
            memberIds,
            afterPayment: async (paid) => {
              if (paid !== PAYEES / 2) return;
              half.resolve();
              // The process "dies" here: the run never continues.
              await new Promise(() => undefined);
            },
          }),
        ],
        { heartbeatMs: 3_600_000 },
      );
      void crashing.runDue(name);
      await half.promise;
      clock.advance(LEASE_MS + 1);
      let starts = 0;
      const rescuers = [t, second, t, second].map((app) =>
        runnerOn(app.db, clock, [
          createBonusJob({
            name,
            ledger: createLedgerService({ db: app.db }),
            memberIds,
            onStart: () => (starts += 1),
          }),
        ]),
      );
      const outcomes = (await Promise.all(rescuers.map((runner) => runner.runDue(name)))).flat();
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
        'done',
        'skipped',
        'skipped',
        'skipped',
      ]);
      expect(starts).toBe(1);
      expect(await runsOf(name)).toMatchObject([{ status: 'done', attempts: 2 }]);
      expect(await paymentsOf(name)).toEqual(memberIds.map(() => ({ count: 1, total: BONUS_AMOUNT })));
      await expectLedgerClean();
    });

    it('complete a run whose process was killed half-way (SIGKILL), the ledger clean', async () => {
      const name = 'bonus-killed';
      const url = t.databaseUrl;
      if (!url) throw new Error('no database URL');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', CHILD, url, NOON, TIME_ZONE, name, memberIds.join(',')],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) => {
        child.once('exit', (_code, signal) => resolve(signal));
      });
      for await (const line of createInterface({ input: child.stdout })) {
        if (line === 'half') break;
      }
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect(await runsOf(name)).toMatchObject([
        { status: 'running', attempts: 1, claimedBy: 'killed-child' },
      ]);
      expect((await paymentsOf(name)).filter((paid) => paid.count === 1)).toHaveLength(PAYEES / 2);

      const clock = createManualClock(NOON);
      const restarted = runnerOn(second.db, clock, [
        createBonusJob({ name, ledger: second.services.ledger, memberIds }),
      ]);
      expect(await restarted.runDue(name)).toMatchObject([{ outcome: 'skipped' }]);
      clock.advance(LEASE_MS + 1);
      expect(await restarted.runDue(name)).toMatchObject([
        {
          period: '2025-03-09',
          outcome: 'done',
          attempt: 2,
          result: { paid: PAYEES / 2, replayed: PAYEES / 2 },
        },
      ]);
      expect(await paymentsOf(name)).toEqual(memberIds.map(() => ({ count: 1, total: BONUS_AMOUNT })));
      const [run] = await t.db
        .select({ status: jobRuns.status, finishedAt: jobRuns.finishedAt })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, name), eq(jobRuns.period, '2025-03-09')));
      expect(run?.status).toBe('done');
      await expectLedgerClean();
    });
  });
});
