import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import type { ContractKind, ContractPolicy } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { queryRows } from '../../../platform/db/client.ts';
import { jobRuns } from '../../../platform/jobs/tables.ts';
import { describeLedgerCheck, isLedgerClean } from '../../../platform/ledger/service.ts';
import {
  expectedRecords,
  MERCHANT_ZONE,
  runnerPeriodEnd,
  settlementPeriodsOf,
  tokyo,
  type ExpectedRecord,
  type ModelContract,
  type ModelRound,
} from './expected.ts';
import {
  buildPlayTree,
  changeContract,
  drawRounds,
  endContract,
  modelRounds,
  recordRounds,
  seeded,
  setPolicy,
  signContract,
  switchContractsOn,
  type PlayTree,
} from './play.ts';
import { CHAINS, DAILY_CHANGED, modelPolicyOf, proofPolicy } from './terms.ts';
import { actualLines, differences, expectedLines } from './compare.ts';

/*
 * The accuracy proof: two months of generated play (1 October to 30 November 2026, merchant
 * time Asia/Tokyo) on a moved clock, a three-level tree holding contracts of every kind (the
 * dividend of all products daily, LIVE weekly, RNG half-monthly with the periodic condition, SPORTS
 * monthly), a change of terms, a termination, the carry-over mode changed three times and the hourly
 * period once, late rounds recorded after their period was sealed; the four period jobs run as the
 * app's runner runs them. Every settlement record and every agent's balance must equal the proof's
 * own computation from the raw rounds (`expected.ts`).
 */

const JOB = {
  realtime: 'contract-realtime-salary',
  hourly: 'contract-hourly-salary',
  daily: 'contract-daily-salary',
  dividend: 'contract-dividend',
} as const;
const DAYS = 61;
/** Before the contracts start: what the scheduler's ticks settle before they are written holds none of them. */
const clock = createManualClock(tokyo(2026, 9, 30, 23));

let t: TestApp;
let tree: PlayTree;
const random = seeded(2026_10_01);
const rounds: ModelRound[] = [];
const contracts: ModelContract[] = [];
/** Each kind's policy over time, as the console saved it. */
const policies: { at: Date; kind: ContractKind; policy: ContractPolicy }[] = [];
/** Every period the contract jobs ran to the end, with the instant they claimed it. */
const runs = new Map<string, { job: string; period: string; claimedAt: Date }>();
let lateRounds = 0;

const savePolicy = async (kind: ContractKind, policy: ContractPolicy) => {
  await setPolicy(t.db, kind, policy, clock.now());
  policies.push({ at: clock.now(), kind, policy });
};
/**
 * The policy a run claimed at `at` read: changes are made after the runs of their instant (the
 * step before them), so only earlier ones count; the first one for the scheduler's first ticks.
 */
const policyAt = (kind: ContractKind, at: Date) => {
  const ofKind = policies.filter((entry) => entry.kind === kind);
  const policy = (ofKind.filter((entry) => entry.at < at).at(-1) ?? ofKind[0])?.policy;
  if (!policy) throw new Error(`no ${kind} policy`);
  return policy;
};
/** The seal the model expects: the end of the latest period any contract job settled. */
const modelSeal = () =>
  [...runs.values()].reduce<Date | null>((latest, run) => {
    const end = runnerPeriodEnd(run.job, run.period);
    return latest === null || end > latest ? end : latest;
  }, null);

const collectRuns = async () => {
  const rows = await t.db
    .select({
      job: jobRuns.job,
      period: jobRuns.period,
      status: jobRuns.status,
      claimedAt: jobRuns.claimedAt,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .where(like(jobRuns.job, 'contract-%'));
  for (const row of rows) {
    if (row.status === 'failed') throw new Error(`${row.job} ${row.period} failed: ${row.error}`);
    const key = `${row.job} ${row.period}`;
    if (row.status === 'done' && !runs.has(key)) runs.set(key, row);
  }
};

/** Moves the clock and runs the jobs' due periods, as the scheduler's ticks would then. */
const step = async (at: Date, jobs: string[]) => {
  clock.set(at);
  for (const job of jobs) await t.runJob(job);
  await collectRuns();
};

/** Rounds settled in `[from, to)`, recorded at `to` (or later, `late`: after their slots were sealed). */
const play = async (from: Date, to: Date, most: number, recordAt = to) => {
  clock.set(recordAt);
  const drawn = drawRounds(random, tree.players, from, to, most);
  await recordRounds(t.db, tree, drawn);
  rounds.push(...modelRounds(drawn, modelSeal()));
  return drawn.length;
};

/** Late rounds: the seal must be where the model has it, and the rounds must fall before it. */
const playLate = async (from: Date, to: Date) => {
  const [row] = await queryRows<{ through: Date | string }>(
    t.db,
    sql`select sealed_through as through from contract_figure_seal`,
  );
  expect(new Date(row?.through ?? 0).toISOString()).toBe(modelSeal()?.toISOString());
  expect(to.getTime()).toBeLessThanOrEqual(modelSeal()?.getTime() ?? 0);
  lateRounds += await play(from, to, 2, clock.now());
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  const site = await t.services.system.getSiteSetting();
  await t.services.system.setSiteSetting({ ...site, timeZone: MERCHANT_ZONE });
  await switchContractsOn(t);
  tree = await buildPlayTree(t, 'pf_');
  for (const kind of ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const) {
    await savePolicy(kind, proofPolicy(kind));
  }
  const from = tokyo(2026, 10, 1);
  const chain = async (terms: (typeof CHAINS)[keyof typeof CHAINS], product: ModelContract['product']) => {
    const [a, b, c] = [tree.ids.agent_a, tree.ids.agent_b, tree.ids.agent_c] as [number, number, number];
    const parties: [number | null, number][] = [
      [null, a],
      [a, b],
      [b, c],
    ];
    const signed: ModelContract[] = [];
    for (const [index, [uplineId, downlineId]] of parties.entries()) {
      const level = terms[index];
      if (!level) throw new Error('a chain has three levels');
      signed.push(
        await signContract(t.db, { kind: level.kind, product, uplineId, downlineId, terms: level, from }),
      );
    }
    contracts.push(...signed);
    return signed;
  };
  await chain(CHAINS.daily, 'ALL');
  await chain(CHAINS.hourly, 'ALL');
  await chain(CHAINS.realtime, 'ALL');
  await chain(CHAINS.dividendDaily, 'ALL');
  await chain(CHAINS.dividendWeekly, 'LIVE');
  await chain(CHAINS.dividendSemimonthly, 'RNG');
  await chain(CHAINS.dividendMonthly, 'SPORTS');
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('contract settlements over two months of play', () => {
  it('pay every agent what the rounds earn it, kind by kind, once', { timeout: 600_000 }, async () => {
    const [dailyB, hourlyC] = [
      contracts.find((c) => c.kind === 'DAILY_SALARY' && c.downlineId === tree.ids.agent_b),
      contracts.find((c) => c.kind === 'HOURLY_SALARY' && c.downlineId === tree.ids.agent_c),
    ];
    if (!dailyB || !hourlyC) throw new Error('no contracts');
    // The operator's and the agents' changes on their day (day 0 is 1 October), made when every
    // period due is settled, so no run (the scheduler's ticks too) sees half of one.
    const changes: Record<number, () => Promise<void>> = {
      10: () => savePolicy('DIVIDEND', proofPolicy('DIVIDEND', { carryOver: 'LOSS' })),
      19: () => changeContract(t.db, dailyB, DAILY_CHANGED, clock.now()),
      20: () => savePolicy('DIVIDEND', proofPolicy('DIVIDEND', { carryOver: 'LOSS_RESET_MONTHLY' })),
      31: () => savePolicy('HOURLY_SALARY', proofPolicy('HOURLY_SALARY', { hourlyPeriod: 'HALF_HOUR' })),
      40: () => endContract(t.db, hourlyC, clock.now()),
      41: () => savePolicy('DIVIDEND', proofPolicy('DIVIDEND', { carryOver: 'PROFIT_AND_LOSS' })),
    };

    for (let d = 0; d < DAYS; d += 1) {
      const at = (hour: number, minute: number, second = 0) => tokyo(2026, 10, 1 + d, hour, minute, second);
      // Quiet, ordinary and busy days: the tiers reached change from day to day.
      const most = [1, 2, 2, 4][Math.floor(random() * 4)] ?? 2;
      // Every other day, two 5-minute slots of play in the morning, settled in real time and by the hour.
      if (d % 2 === 0) {
        await play(at(10, 0), at(10, 5), most);
        await step(at(10, 5, 40), [JOB.realtime]);
        await play(at(10, 5, 40), at(10, 10), most);
        await step(at(10, 10, 40), [JOB.realtime]);
        if (d % 4 === 2) await playLate(at(10, 0), at(10, 5));
        await step(at(10, 15, 40), [JOB.realtime]);
        await step(at(11, 1, 10), [JOB.hourly]);
      }
      await changes[d]?.();
      // Play across the merchant's midnight, then the day's, the hour's and the dividends' runs (in
      // real time too some days: the seal then stands at 00:05, else at midnight).
      const realtime = d % 7 === 3 ? [JOB.realtime] : [];
      await play(at(23, 55), at(24, 0), most);
      await step(at(24, 0, 40), realtime);
      await play(at(24, 0, 40), at(24, 5), most);
      await step(at(24, 5, 40), [...realtime, JOB.hourly, JOB.daily]);
      if (d % 3 === 1) await playLate(at(23, 56), at(24, 0));
      await step(at(24, 10, 40), [...realtime, JOB.dividend]);
      await step(at(25, 1, 10), [JOB.hourly]);
    }

    // The model, period by period in the order the jobs ran them.
    const carried = new Map<number, { end: number; out: bigint }>();
    const expected: ExpectedRecord[] = [];
    const ordered = [...runs.values()].sort(
      (x, y) =>
        x.claimedAt.getTime() - y.claimedAt.getTime() ||
        runnerPeriodEnd(x.job, x.period).getTime() - runnerPeriodEnd(y.job, y.period).getTime(),
    );
    const kindOfJob: Record<string, ContractKind> = {
      [JOB.realtime]: 'REALTIME_SALARY',
      [JOB.hourly]: 'HOURLY_SALARY',
      [JOB.daily]: 'DAILY_SALARY',
      [JOB.dividend]: 'DIVIDEND',
    };
    for (const run of ordered) {
      const kind = kindOfJob[run.job];
      if (!kind) continue;
      const policy = policyAt(kind, run.claimedAt);
      for (const period of settlementPeriodsOf(run.job, run.period, policy.hourlyPeriod)) {
        expected.push(
          ...expectedRecords({
            period,
            contracts,
            rounds,
            tree: tree.model,
            policy: modelPolicyOf(policy),
            carried,
          }),
        );
      }
    }

    // The play covered what it must: every kind paid and not paid, every tier, late rounds.
    const paid = (kind: ContractKind) =>
      expected.filter((r) => r.kind === kind && r.status === 'PAID').length;
    for (const kind of ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const) {
      expect(paid(kind), kind).toBeGreaterThan(0);
      expect(
        expected.filter((r) => r.kind === kind && r.status === 'NO_PAYOUT').length,
        kind,
      ).toBeGreaterThan(0);
    }
    expect(lateRounds).toBeGreaterThan(0);
    const seen = new Set(expected.map((r) => `${r.kind}:${r.figures.tierIndex}`));
    const wanted = ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'].flatMap((kind) => [
      `${kind}:0`,
      `${kind}:1`,
      `${kind}:null`,
    ]);
    expect(wanted.filter((tier) => !seen.has(tier))).toEqual([]);
    // The bet reached a higher tier than the active members did; a fixed amount was paid.
    const salaries = expected.filter((r) => r.kind === 'DAILY_SALARY' || r.kind === 'HOURLY_SALARY');
    expect(salaries.some((r) => (r.figures.betTier ?? -1) > (r.figures.tierIndex ?? -1))).toBe(true);
    expect(
      salaries.some((r) => r.agentId === tree.ids.agent_c && r.figures.tierIndex !== null && r.amount > 0n),
    ).toBe(true);
    expect(expected.some((r) => r.kind === 'DIVIDEND' && (r.figures.carriedIn ?? 0n) < 0n)).toBe(true);
    expect(expected.some((r) => r.kind === 'DIVIDEND' && (r.figures.carriedIn ?? 0n) > 0n)).toBe(true);

    // Each record, figure by figure.
    const periodic = (contractId: number) =>
      contracts.some(
        (c) =>
          c.id === contractId &&
          c.terms.some((e) => e.terms.kind === 'DIVIDEND' && e.terms.period === 'SEMIMONTHLY'),
      );
    const diff = differences(
      expectedLines(expected, periodic),
      await actualLines(
        t.db,
        contracts.map((c) => c.id),
        periodic,
      ),
    );
    expect(diff).toEqual({
      missing: [],
      missingCount: 0,
      extra: [],
      extraCount: 0,
      figures: [],
      figureCount: 0,
    });

    // Each agent's balance: what its paid records add up to, and nothing else moved it.
    for (const agent of ['agent_a', 'agent_b', 'agent_c', 'agent_x']) {
      const id = tree.ids[agent];
      const owed = expected
        .filter((r) => r.agentId === id && r.status === 'PAID')
        .reduce((sum, r) => sum + r.amount, 0n);
      const accounts = await t.services.ledger.getMemberAccounts(id ?? 0);
      const main = accounts.find((account) => account.kind === 'MAIN');
      expect([agent, main?.balance ?? 0n]).toEqual([agent, owed]);
    }
    const check = await t.services.ledger.check();
    expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
  });
});
