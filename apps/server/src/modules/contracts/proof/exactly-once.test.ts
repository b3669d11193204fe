import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../../testing/index.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { send } from '../../../testing/requests.ts';
import { createManualClock, type ManualClock } from '../../../platform/clock.ts';
import { queryRows } from '../../../platform/db/client.ts';
import { jobRuns } from '../../../platform/jobs/tables.ts';
import { describeLedgerCheck, isLedgerClean } from '../../../platform/ledger/service.ts';
import { ledgerTransfers, walletAccounts } from '../../../platform/ledger/tables.ts';
import { MERCHANT_ZONE, tokyo, type ModelContract } from './expected.ts';
import {
  buildPlayTree,
  drawRounds,
  recordRounds,
  seeded,
  setPolicy,
  signContract,
  switchContractsOn,
  type PlayTree,
} from './play.ts';
import { CHAINS, proofPolicy } from './terms.ts';

/*
 * Exactly once, on one PostgreSQL database (`npm run test:pg`): the daily salary and the daily
 * dividend of three agents, the same period run by two app instances at once, a run killed
 * (SIGKILL) half-way in a process of its own and finished by another instance, and re-runs asked
 * in the console, alone and at the same time as the job: every agent is paid once per contract and
 * period, every record is written once, and the ledger check is clean.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CHILD = fileURLToPath(new URL('./testing/settle-child.ts', import.meta.url));
const DAILY = 'contract-daily-salary';
const DIVIDEND = 'contract-dividend';
/** The runner's default lease: a claim without a heartbeat for longer is taken over. */
const LEASE_MS = 120_000;
/** 00:10:40 in Tokyo the day after `day` (1 October is day 1): the day's salary and dividend are due. */
const dueAfter = (day: number) => tokyo(2026, 10, day + 1, 0, 10, 40);

describe.skipIf(!onPostgres)('contract settlements on one PostgreSQL database', () => {
  let t: TestApp;
  let second: TestApp;
  let tree: PlayTree;
  const clocks: ManualClock[] = [
    createManualClock(tokyo(2026, 10, 1, 9)),
    createManualClock(tokyo(2026, 10, 1, 9)),
  ];
  const contracts: ModelContract[] = [];

  beforeAll(async () => {
    t = await createTestApp({ clock: clocks[0] });
    second = await createTestApp({ sharedWith: t, clock: clocks[1] });
    const site = await t.services.system.getSiteSetting();
    await t.services.system.setSiteSetting({ ...site, timeZone: MERCHANT_ZONE });
    await switchContractsOn(t);
    tree = await buildPlayTree(t, 'eo_');
    const from = tokyo(2026, 10, 1);
    await setPolicy(t.db, 'DAILY_SALARY', proofPolicy('DAILY_SALARY'), from);
    await setPolicy(t.db, 'DIVIDEND', proofPolicy('DIVIDEND'), from);
    const [a, b, c] = [tree.ids.agent_a, tree.ids.agent_b, tree.ids.agent_c] as [number, number, number];
    for (const chain of [CHAINS.daily, CHAINS.dividendDaily]) {
      for (const [index, [uplineId, downlineId]] of (
        [
          [null, a],
          [a, b],
          [b, c],
        ] as const
      ).entries()) {
        const terms = chain[index];
        if (!terms) throw new Error('three levels');
        contracts.push(
          await signContract(t.db, { kind: terms.kind, product: 'ALL', uplineId, downlineId, terms, from }),
        );
      }
    }
    // Busy days, so every level earns something: the first four days of October.
    const random = seeded(7);
    for (let day = 1; day <= 4; day += 1) {
      for (const hour of [10, 15, 21]) {
        await recordRounds(
          t.db,
          tree,
          drawRounds(random, tree.players, tokyo(2026, 10, day, hour), tokyo(2026, 10, day, hour, 5), 4),
        );
      }
    }
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** The two jobs' runs of a day, by job name. */
  const runsOf = (day: string) =>
    t.db
      .select({ job: jobRuns.job, status: jobRuns.status, attempts: jobRuns.attempts })
      .from(jobRuns)
      .where(and(inArray(jobRuns.job, [DAILY, DIVIDEND]), eq(jobRuns.period, day)))
      .orderBy(jobRuns.job);

  /** The proof's own contracts (the demo seed signs others). */
  const ours = () => `{${contracts.map((c) => c.id).join(',')}}`;

  const setClocks = (at: Date) => {
    for (const clock of clocks) clock.set(at);
  };

  /** Each settlement of a day: its record and the payments its key has in the ledger. */
  const settlementsOf = async (day: string) =>
    queryRows<{ kind: string; contract_id: string; status: string; amount: string; payments: number }>(
      t.db,
      sql`select s.kind, s.contract_id::text, s.status, s.amount::text,
          (select count(*)::int from ledger_transfers l
            where l.idempotency_key = 'contract:' || s.kind || ':' || s.period || ':' || s.contract_id) as payments
        from contract_settlements s where s.period = ${`D:${day}`} and s.contract_id = any(${ours()}::bigint[])
        order by s.kind, s.contract_id`,
    );

  /** Every record of the day's two kinds exists once, and each paid one has exactly one payment. */
  const expectPaidOnce = async (day: string) => {
    const records = await settlementsOf(day);
    expect(records.map((r) => `${r.kind} ${r.contract_id}`).sort()).toEqual(
      contracts.map((c) => `${c.kind} ${c.id}`).sort(),
    );
    for (const record of records) {
      expect([record.kind, record.contract_id, record.payments]).toEqual([
        record.kind,
        record.contract_id,
        record.status === 'PAID' ? 1 : 0,
      ]);
    }
    expect(records.some((r) => r.status === 'PAID')).toBe(true);
    // No other transfer carries a key of the day's settlements.
    const [keys] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`contract:%:D:${day}:%`}
        and split_part(idempotency_key, ':', 5)::bigint = any(${ours()}::bigint[])`,
    );
    expect(keys?.n).toBe(records.filter((r) => r.status === 'PAID').length);
    const check = await t.services.ledger.check();
    expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
    return records;
  };

  it('pay each agent once when two instances run the same period at the same time', async () => {
    setClocks(dueAfter(1));
    const outcomes = (
      await Promise.all(
        [t, second, t, second].flatMap((app) => [
          app.jobRunner.runDue(DAILY),
          app.jobRunner.runDue(DIVIDEND),
        ]),
      )
    ).flat();
    // Of the eight calls, at most one per job ran the day (the schedulers' own ticks may have run it
    // a moment before them); the day's runs are done at the first attempt.
    const day = outcomes.filter((outcome) => outcome.period === '2026-10-01');
    expect(day.filter((outcome) => outcome.outcome === 'done').length).toBeLessThanOrEqual(2);
    await Promise.all([t.runJob(DAILY), t.runJob(DIVIDEND)]);
    expect(await runsOf('2026-10-01')).toEqual([
      { job: DAILY, status: 'done', attempts: 1 },
      { job: DIVIDEND, status: 'done', attempts: 1 },
    ]);
    await expectPaidOnce('2026-10-01');
  });

  it('finish a run killed half-way (SIGKILL) in another process, each agent paid once', async () => {
    setClocks(dueAfter(2));
    const url = t.databaseUrl;
    if (!url) throw new Error('no database URL');
    // Agent c's wallet is held, so the killed run stops at its payment with the others done or not.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    const [wallet] = await t.db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, tree.ids.agent_c ?? 0), eq(walletAccounts.kind, 'MAIN')));
    await holder.query('select id from wallet_accounts where id = $1 for update', [wallet?.id]);

    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url, dueAfter(2).toISOString(), DAILY], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SECRETS_KEY: TEST_SECRETS_KEY },
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      child.once('exit', (_code, signal) => resolve(signal));
    });
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.startsWith('running')) break;
    }
    // Wait until the run is blocked on the held wallet, mid-way.
    const database = new URL(url).pathname.slice(1);
    for (let waited = 0; ; waited += 50) {
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [database],
      );
      if ((rows[0]?.n ?? 0) > 0) break;
      if (waited > 60_000) throw new Error('the child never reached the held wallet');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await holder.query('rollback');
    await holder.end();

    const [run] = await t.db
      .select({ status: jobRuns.status, attempts: jobRuns.attempts })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, DAILY), eq(jobRuns.period, '2026-10-02')));
    expect(run).toEqual({ status: 'running', attempts: 1 });

    // Restarted: within the lease the claim is the dead process's; after it, another instance finishes.
    expect(await second.jobRunner.runDue(DAILY)).toContainEqual({
      job: DAILY,
      period: '2026-10-02',
      outcome: 'skipped',
    });
    // After the lease the other instance takes the period over: this call, or its scheduler's own
    // tick a moment before it; either way the second attempt finishes it.
    clocks[1]?.advance(LEASE_MS + 1);
    await second.runJob(DAILY);
    clocks[0]?.advance(LEASE_MS + 1);
    await t.runJob(DIVIDEND);
    expect((await runsOf('2026-10-02')).find((run) => run.job === DAILY)).toEqual({
      job: DAILY,
      status: 'done',
      attempts: 2,
    });
    await expectPaidOnce('2026-10-02');
  });

  it('re-run a period from the console, alone and while the job runs it: nothing paid twice', async () => {
    setClocks(dueAfter(3));
    const admin = await createStaffAndLogin(t, 'eo_finance', 'ADMIN');
    const rerun = (kind: string, period: string) =>
      send(t, {
        method: 'POST',
        url: '/console-api/settlements/runs',
        token: admin,
        payload: { kind, period },
      });

    // A period already settled: the re-run finds every record and pays nothing.
    const before = await settlementsOf('2026-10-01');
    const again = await rerun('DAILY_SALARY', '2026-10-01');
    expect([again.status, again.body.success]).toEqual([200, true]);
    expect(await settlementsOf('2026-10-01')).toEqual(before);

    // A period not yet run: the console and both instances' jobs at once.
    const answers = await Promise.all([
      rerun('DAILY_SALARY', '2026-10-03'),
      rerun('DIVIDEND', '2026-10-03'),
      t.jobRunner.runDue(DAILY),
      second.jobRunner.runDue(DIVIDEND),
      second.jobRunner.runDue(DAILY),
      rerun('DAILY_SALARY', '2026-10-03'),
    ]);
    for (const answer of [answers[0], answers[1], answers[5]]) expect(answer.status).toBe(200);
    await expectPaidOnce('2026-10-03');

    // Each agent's balance is what its paid records add up to.
    const [paid] = await queryRows<{ n: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as n from contract_settlements
        where status = 'PAID' and contract_id = any(${ours()}::bigint[])`,
    );
    const [moved] = await queryRows<{ n: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as n from ${ledgerTransfers}
        where ${like(ledgerTransfers.idempotencyKey, 'contract:%')}
          and split_part(idempotency_key, ':', 5)::bigint = any(${ours()}::bigint[])`,
    );
    expect(moved?.n).toBe(paid?.n);
  });
});
