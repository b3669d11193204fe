import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'house-vendor',
          include: ['apps/house-vendor/src/**/*.test.ts', 'apps/house-vendor/client/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Client logic of the member app and the console: formatters, form rules, hooks, texts; and
        // the client kit's components, which the member app renders.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'] },
      },
      {
        // Browser tests drive the system Chromium against the built web app served in-process.
        test: {
          name: 'e2e',
          include: [
            'apps/web/e2e/**/*.e2e.ts',
            'apps/console/e2e/**/*.e2e.ts',
            'apps/house-vendor/e2e/**/*.e2e.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for what the page shows next (a list loaded, a balance moved); Playwright's own
          // waits allow 30 s, and a busy machine takes longer than the default second.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
