import { performance } from 'node:perf_hooks';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  /** Completed calls per second of wall time, all workers together. */
  rps: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `task` REQUESTS times on CONCURRENCY workers after a warm-up of 50, and prints one line. */
export const measure = async (label: string, task: () => Promise<void>): Promise<Stats> => {
  for (let i = 0; i < 50; i += 1) await task();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        await task();
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const stats = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: (times.length / wall) * 1000,
  };
  console.log(
    `${label.padEnd(40)} p50 ${stats.p50.toFixed(2)} ms  p95 ${stats.p95.toFixed(2)} ms  p99 ${stats.p99.toFixed(2)} ms  ${stats.rps.toFixed(0)} req/s`,
  );
  return stats;
};
