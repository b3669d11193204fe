/**
 * Benchmark: Lighthouse (the npm package) on the home page and a list centre (`/rng`), as a visitor
 * on a phone: Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G and 4x
 * CPU slowdown), run against the system Chromium. The server is the real app with the demo
 * accounts, the demo content and the house games, serving the built web app (`npm run build`
 * first). The pages take turns, so a busy moment of the machine falls on both. Prints each run and
 * the median per page, and the initial JavaScript's gzipped size from the build. Goals of issue 22:
 * median score >= 98, LCP < 1.0 s, TBT < 150 ms, CLS < 0.02, initial JavaScript < 100 KB gzipped.
 * Lighthouse scales the page's main-thread work it observes: run it on a quiet machine. Not a
 * test: nothing here asserts a figure.
 *
 *   npm run build && npx tsx bench/lighthouse.ts            # 3 runs per page
 *   BENCH_RUNS=5 npx tsx bench/lighthouse.ts
 *   BENCH_REPORT=/tmp/lighthouse.json npx tsx bench/lighthouse.ts   # also writes the last run's full report
 *   BENCH_PAGES=rng npx tsx bench/lighthouse.ts            # only these pages ('' is the home page)
 *   npx tsx bench/lighthouse.ts --initial-js   # only the initial JavaScript's size, from the build
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createTestApp } from '../apps/server/src/testing/index.ts';
import { seedDemoContent } from '../apps/server/src/seed/demo-content.ts';
import { WEB_DIST, initialScript } from '../apps/web/e2e/support/initial-js.ts';

/** The system Chromium (Debian package `chromium`), as the browser tests use it. */
const CHROMIUM_PATH = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

interface RunFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Gzipped bytes of every script the page loaded (what went over the wire, compressed). */
  scriptKb: number;
  scripts: number;
}

const initialScriptLine = () => {
  const initial = initialScript();
  return `initial JavaScript  ${initial.kb.toFixed(1)} KB gz in ${initial.files.length} files (entry and preloads)`;
};

if (process.argv.includes('--initial-js')) {
  console.log(initialScriptLine());
  process.exit(0);
}

const server = await createTestApp({
  webDist: WEB_DIST,
  consoleDist: fileURLToPath(new URL('../apps/console/dist', import.meta.url)),
  houseVendor: true,
});
await seedDemoContent(server.services);
const url = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/`;

// Playwright starts the system Chromium with a DevTools port; Lighthouse drives it through that port.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
});

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${message}`);
  }
}

/** Trace failures Lighthouse itself answers with "run Lighthouse again"; such a run is repeated once. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

const runOnce = async (page: string): Promise<RunFigures> => {
  const result = await lighthouse(`${url}${page}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
  if (process.env.BENCH_REPORT !== undefined)
    writeFileSync(process.env.BENCH_REPORT, JSON.stringify(lhr, null, 1));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
  };
};

/** The pages measured: the home page and a list centre (or those `BENCH_PAGES` names, comma-separated, '' for home). */
const PAGES = process.env.BENCH_PAGES === undefined ? ['', 'rng'] : process.env.BENCH_PAGES.split(',');
const runs = new Map<string, RunFigures[]>(PAGES.map((page) => [page, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      const measured = runs.get(page) ?? [];
      try {
        measured.push(await runOnce(page));
      } catch (error) {
        if (!(error instanceof LighthouseRunError) || !RETRIED_ERRORS.has(error.code)) throw error;
        console.log(`/${page} run ${String(run + 1)} repeated: ${error.message}`);
        measured.push(await runOnce(page));
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const median = (figures: RunFigures[], pick: (run: RunFigures) => number) => {
  const sorted = figures.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const line = (figures: RunFigures) =>
  [
    `score ${String(figures.score).padStart(3)}`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `CLS ${figures.cls.toFixed(3)}`,
    `TBT ${String(Math.round(figures.tbtMs)).padStart(3)} ms`,
    `FCP ${(figures.fcpMs / 1000).toFixed(2)} s`,
    `JS loaded ${figures.scriptKb.toFixed(1)} KB in ${figures.scripts} files`,
  ].join('  ');

console.log(`Lighthouse ${RUNS} runs per page, mobile defaults, as a visitor, ${CHROMIUM_PATH}`);
for (const [page, figures] of runs) {
  console.log(`\n/${page}`);
  figures.forEach((run, index) => console.log(`run ${index + 1}   ${line(run)}`));
  console.log(
    `median  ${line({
      score: median(figures, (f) => f.score),
      lcpMs: median(figures, (f) => f.lcpMs),
      cls: median(figures, (f) => f.cls),
      tbtMs: median(figures, (f) => f.tbtMs),
      fcpMs: median(figures, (f) => f.fcpMs),
      scriptKb: median(figures, (f) => f.scriptKb),
      scripts: median(figures, (f) => f.scripts),
    })}`,
  );
}
console.log(`\n${initialScriptLine()}`);
console.log('goals   score >= 98  LCP < 1.00 s  TBT < 150 ms  CLS < 0.020  initial JS < 100 KB gz');
