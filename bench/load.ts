import { Worker } from 'node:worker_threads';

export type Load =
  | { mode: 'rate'; rate: number; durationMs: number }
  | { mode: 'closed'; concurrency: number; requests: number };

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  count: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A JSON body to POST instead of a GET, with a fresh UUID in `uniqueField` each time (a request id). */
export interface Post {
  body: Record<string, unknown>;
  uniqueField: string;
}

/**
 * GETs (or POSTs) `urls` round-robin from a worker thread, open-loop at a rate or closed-loop at a
 * concurrency.
 */
export const runLoad = async (
  urls: string[],
  load: Load,
  headers: Record<string, string> = {},
  post?: Post,
): Promise<LoadResult> => {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { urls, headers, post, ...load },
  });
  const result = await new Promise<{ latencies: number[]; errors: number; wall: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  const sorted = result.latencies.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    rps: (sorted.length / result.wall) * 1000,
    errors: result.errors,
    count: sorted.length,
  };
};

export const describeLoad = (label: string, result: LoadResult) =>
  `${label.padEnd(48)} p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  ${result.rps.toFixed(0)} req/s  (${result.count} requests, ${result.errors} errors)`;
