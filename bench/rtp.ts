/**
 * Benchmark: the house slot titles' return to player, measured against the stated figure. Each
 * title spins N paid rounds (default 10,000,000) with the production random source: one random
 * server seed, a fixed client seed per title (so the titles' samples are independent), nonces
 * 0..N-1, the nonce range split over one worker thread per core. Prints stated and measured RTP,
 * their difference and the standard error (from the exact σ of one round), then σ, hit frequency
 * and free spin trigger rate (measured, exact in brackets), jackpot hits and speed; PASS when every
 * title is within 0.5 percentage points of its stated RTP, else FAIL with exit code 1.
 *
 *   npx tsx bench/rtp.ts [--spins N]
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { FairRng } from '../apps/house-vendor/src/engine/fair.ts';
import { spinSlot } from '../apps/house-vendor/src/engine/slots/engine.ts';
import { exactRtp, stdDev } from '../apps/house-vendor/src/engine/slots/rtp.ts';
import { SLOT_TITLES, type SlotTitleCode } from '../apps/house-vendor/src/engine/slots/titles.ts';
import { runWorker } from './worker-threads.ts';

const CLIENT_SEED = 'rtp-bench';
const TOLERANCE_PP = 0.5;

interface Job {
  code: SlotTitleCode;
  serverSeed: string;
  from: number;
  to: number;
}

/** Sums over paid rounds; wins in line-bet units so that they stay exact integers. */
interface Tally {
  spins: number;
  units: number;
  squares: number;
  hits: number;
  triggers: number;
  jackpots: number;
}

const play = ({ code, serverSeed, from, to }: Job): Tally => {
  const title = SLOT_TITLES[code];
  const clientSeed = `${CLIENT_SEED}-${code}`;
  const tally: Tally = { spins: 0, units: 0, squares: 0, hits: 0, triggers: 0, jackpots: 0 };
  for (let nonce = from; nonce < to; nonce += 1) {
    const outcome = spinSlot(title, new FairRng({ serverSeed, clientSeed, nonce }));
    tally.spins += 1;
    tally.units += outcome.totalUnits;
    tally.squares += outcome.totalUnits * outcome.totalUnits;
    if (outcome.totalUnits > 0) tally.hits += 1;
    if (outcome.spins.length > 1) tally.triggers += 1;
    if (outcome.jackpotHit) tally.jackpots += 1;
  }
  return tally;
};

const runTitleWorker = (job: Job) => runWorker<Job, Tally>(import.meta.url, job);

const measureTitle = async (code: SlotTitleCode, spins: number, serverSeed: string, threads: number) => {
  const started = performance.now();
  const chunk = Math.ceil(spins / threads);
  const tallies = await Promise.all(
    Array.from({ length: threads }, (_, i) =>
      runTitleWorker({ code, serverSeed, from: i * chunk, to: Math.min(spins, (i + 1) * chunk) }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const sum = (key: keyof Tally) => tallies.reduce((total, tally) => total + tally[key], 0);
  return {
    spins: sum('spins'),
    units: sum('units'),
    squares: sum('squares'),
    hits: sum('hits'),
    triggers: sum('triggers'),
    jackpots: sum('jackpots'),
    seconds,
  };
};

const percent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`;

const main = async () => {
  const { values } = parseArgs({ options: { spins: { type: 'string', default: '10000000' } } });
  const spins = Number(values.spins);
  if (!Number.isSafeInteger(spins) || spins < 1) throw new Error(`--spins must be a positive integer`);
  const threads = Math.min(availableParallelism(), spins);
  const serverSeed = randomBytes(32).toString('hex');
  console.log(`slot RTP, ${spins} paid spins per title, ${threads} threads, node ${process.version}`);
  console.log(`server seed ${serverSeed}, client seed ${CLIENT_SEED}-<title>, nonces 0..${spins - 1}\n`);
  console.log(
    [
      'title'.padEnd(7),
      'spins'.padStart(10),
      'stated'.padStart(8),
      'measured'.padStart(9),
      'diff pp'.padStart(8),
      'SE pp'.padStart(6),
      'σ (exact)'.padStart(13),
      'hit freq (exact)'.padStart(17),
      'FS trigger (exact)'.padStart(19),
      'jackpots'.padStart(9),
      'spins/s'.padStart(8),
    ].join(' '),
  );
  let pass = true;
  for (const code of Object.keys(SLOT_TITLES) as SlotTitleCode[]) {
    const title = SLOT_TITLES[code];
    const exact = exactRtp(title);
    const sigma = stdDev(title);
    const run = await measureTitle(code, spins, serverSeed, threads);
    const lines = title.paylines.length;
    const measured = run.units / lines / run.spins;
    const diffPp = (measured - title.statedRtp) * 100;
    const standardErrorPp = (sigma / Math.sqrt(run.spins)) * 100;
    const measuredSigma = Math.sqrt(run.squares / lines / lines / run.spins - measured * measured);
    if (!(Math.abs(diffPp) < TOLERANCE_PP)) pass = false;
    console.log(
      [
        code.padEnd(7),
        String(run.spins).padStart(10),
        percent(title.statedRtp).padStart(8),
        percent(measured, 3).padStart(9),
        `${diffPp >= 0 ? '+' : ''}${diffPp.toFixed(3)}`.padStart(8),
        standardErrorPp.toFixed(3).padStart(6),
        `${measuredSigma.toFixed(2)} (${sigma.toFixed(2)})`.padStart(13),
        `${percent(run.hits / run.spins)} (${percent(exact.hitFrequency)})`.padStart(17),
        `${percent(run.triggers / run.spins, 3)} (${percent(exact.freeSpinTriggerChance, 3)})`.padStart(19),
        String(run.jackpots).padStart(9),
        (run.spins / run.seconds).toFixed(0).padStart(8),
      ].join(' '),
    );
  }
  console.log(`\n${pass ? 'PASS' : 'FAIL'}: every title within ${TOLERANCE_PP} pp of its stated RTP`);
  if (!pass) process.exitCode = 1;
};

if (isMainThread) await main();
else parentPort?.postMessage(play(workerData as Job));
