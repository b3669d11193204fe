/**
 * Benchmark: the house edge of the fast lottery games, measured against the one the odds give.
 * Each game (format) places N bets (default 10,000,000) with the production draw and settlement:
 * bet i is on its own draw (drawFastResult of one random server seed, draw number i), its type the
 * format's bet types in turn, its picks random; it expands with expandFastBet and settles with
 * settleFastBet at the default odds, in minor units. The bets are split over one worker thread per
 * core. Prints per bet type the bets, the edge computed from the odds, the measured edge, their
 * difference and its standard error, and the format's overall figures; PASS when every measured
 * edge is within 4 standard errors of the computed one, else FAIL with exit code 1.
 *
 *   npx tsx bench/lottery-edge.ts [--bets N]
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { orderCost } from '../apps/house-vendor/src/engine/lottery/bets.ts';
import {
  DEFAULT_FAST_ODDS,
  drawFastResult,
  expandFastBet,
  FAST_BALLS,
  FAST_BET_TYPES,
  fastRtp,
  settleFastBet,
  type FastBet,
  type FastBetType,
  type FastFormat,
} from '../apps/house-vendor/src/engine/lottery/fast.ts';
import { FairRng } from '../apps/house-vendor/src/engine/fair.ts';
import { runWorker } from './worker-threads.ts';

const STAKE = 100n;
const SIGMAS = 4;

interface Job {
  format: FastFormat;
  serverSeed: string;
  from: number;
  to: number;
}

/** Sums per bet type, in minor units (Numbers: 10 million bets stay far below 2^53). */
type Tally = Record<string, { bets: number; cost: number; payout: number; squares: number }>;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A random bet of a type: one pick, or the fewest a box needs. */
const randomBet = (format: FastFormat, type: FastBetType, rng: FairRng): FastBet => {
  const perBall = (options: readonly string[]) => {
    const ball = rng.int(FAST_BALLS[format]);
    return Array.from({ length: FAST_BALLS[format] }, (_, index) =>
      index === ball ? [rng.pick(options)] : [],
    );
  };
  const digits = (count: number) => rng.sample(10, count).map((digit) => DIGITS[digit]!);
  switch (type) {
    case 'POS':
      return { type, picks: perBall(DIGITS) };
    case 'POS_BS':
      return { type, picks: perBall(['BIG', 'SMALL']) };
    case 'POS_OE':
      return { type, picks: perBall(['ODD', 'EVEN']) };
    case 'SUM_BS':
      return { type, picks: [[rng.pick(['BIG', 'SMALL'])]] };
    case 'SUM_OE':
      return { type, picks: [[rng.pick(['ODD', 'EVEN'])]] };
    case 'STRAIGHT':
      return { type, picks: digits(3).map((digit) => [digit]) };
    case 'BOX3':
      return { type, picks: [digits(2)] };
    case 'BOX6':
      return { type, picks: [digits(3)] };
  }
};

const play = ({ format, serverSeed, from, to }: Job): Tally => {
  const types = FAST_BET_TYPES[format];
  const picker = new FairRng({ serverSeed, clientSeed: `picks-${format}`, nonce: from });
  const tally: Tally = Object.fromEntries(
    types.map((type) => [type, { bets: 0, cost: 0, payout: 0, squares: 0 }]),
  );
  for (let i = from; i < to; i += 1) {
    const type = types[i % types.length]!;
    const bet = randomBet(format, type, picker);
    const units = expandFastBet(format, bet);
    const digits = drawFastResult(format, { serverSeed, gameCode: `BENCH-${format}`, drawNo: String(i) });
    const { payout } = settleFastBet(type, units, STAKE, DEFAULT_FAST_ODDS[type], digits);
    const cost = Number(orderCost(units, STAKE));
    const entry = tally[type]!;
    entry.bets += 1;
    entry.cost += cost;
    entry.payout += Number(payout);
    // Squares of the bet's return (its type's bets all cost the same), for the standard error.
    entry.squares += (Number(payout) / cost) ** 2;
  }
  return tally;
};

const measureFormat = async (format: FastFormat, bets: number, serverSeed: string, threads: number) => {
  const started = performance.now();
  const chunk = Math.ceil(bets / threads);
  const tallies = await Promise.all(
    Array.from({ length: threads }, (_, i) =>
      runWorker<Job, Tally>(import.meta.url, {
        format,
        serverSeed,
        from: i * chunk,
        to: Math.min(bets, (i + 1) * chunk),
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const merged: Tally = {};
  for (const tally of tallies) {
    for (const [type, entry] of Object.entries(tally)) {
      const into = (merged[type] ??= { bets: 0, cost: 0, payout: 0, squares: 0 });
      into.bets += entry.bets;
      into.cost += entry.cost;
      into.payout += entry.payout;
      into.squares += entry.squares;
    }
  }
  return { tally: merged, seconds };
};

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;

const row = (cells: string[]) =>
  console.log([cells[0]!.padEnd(9), ...cells.slice(1).map((cell) => cell.padStart(10))].join(' '));

const main = async () => {
  const { values } = parseArgs({ options: { bets: { type: 'string', default: '10000000' } } });
  const bets = Number(values.bets);
  if (!Number.isSafeInteger(bets) || bets < 1) throw new Error('--bets must be a positive integer');
  const threads = Math.min(availableParallelism(), bets);
  const serverSeed = randomBytes(32).toString('hex');
  console.log(`fast lottery house edge, ${bets} bets per game, ${threads} threads, node ${process.version}`);
  console.log(`server seed ${serverSeed}, stake ${STAKE} minor units per unit, default odds\n`);
  let pass = true;
  for (const format of Object.keys(FAST_BET_TYPES) as FastFormat[]) {
    const { tally, seconds } = await measureFormat(format, bets, serverSeed, threads);
    console.log(`${format} (${FAST_BALLS[format]} balls): ${(bets / seconds).toFixed(0)} bets/s`);
    row(['bet type', 'bets', 'odds edge', 'measured', 'diff pp', 'SE pp']);
    let totalCost = 0;
    let totalPayout = 0;
    let expectedPayout = 0;
    for (const type of FAST_BET_TYPES[format]) {
      const entry = tally[type]!;
      const computed = 1 - fastRtp(type, DEFAULT_FAST_ODDS[type]);
      const measured = 1 - entry.payout / entry.cost;
      const meanReturn = entry.payout / entry.cost;
      const standardError = Math.sqrt(Math.max(entry.squares / entry.bets - meanReturn ** 2, 0) / entry.bets);
      const diffPp = (measured - computed) * 100;
      if (!(Math.abs(measured - computed) <= SIGMAS * standardError)) pass = false;
      totalCost += entry.cost;
      totalPayout += entry.payout;
      expectedPayout += entry.cost * fastRtp(type, DEFAULT_FAST_ODDS[type]);
      row([
        type,
        String(entry.bets),
        percent(computed),
        percent(measured),
        `${diffPp >= 0 ? '+' : ''}${diffPp.toFixed(3)}`,
        (standardError * 100).toFixed(3),
      ]);
    }
    row([
      'all',
      String(bets),
      percent(1 - expectedPayout / totalCost),
      percent(1 - totalPayout / totalCost),
      '',
      '',
    ]);
    console.log('');
  }
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: every bet type's measured edge within ${SIGMAS} standard errors of its odds`,
  );
  if (!pass) process.exitCode = 1;
};

if (isMainThread) await main();
else parentPort?.postMessage(play(workerData as Job));
