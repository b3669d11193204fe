import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

/** CPU milliseconds used so far by the local PostgreSQL server's processes (Linux `/proc`; 0 elsewhere). */
const postgresCpuMs = () => {
  let ticks = 0;
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)) : [];
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) continue;
      // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks (100 per second).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks * 10;
};

export interface CpuCost {
  /** This process (server, client and any worker thread), CPU ms per operation. */
  processMs: number;
  /** The local PostgreSQL server, CPU ms per operation. */
  postgresMs: number;
}

/**
 * The CPU a phase costs per operation, beside its rate: unlike requests per second it hardly moves
 * when other work shares the machine, so two phases of one run compare fairly on a busy machine.
 */
export const cpuCost = async <T>(operations: number, phase: () => Promise<T>): Promise<[T, CpuCost]> => {
  const processBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs();
  const result = await phase();
  const used = process.cpuUsage(processBefore);
  return [
    result,
    {
      processMs: (used.user + used.system) / 1000 / operations,
      postgresMs: (postgresCpuMs() - postgresBefore) / operations,
    },
  ];
};

export const describeCpu = (label: string, cost: CpuCost) =>
  `${label.padEnd(40)} CPU per operation: this process ${cost.processMs.toFixed(3)} ms, PostgreSQL ${cost.postgresMs.toFixed(3)} ms, together ${(cost.processMs + cost.postgresMs).toFixed(3)} ms`;
