/**
 * Captures the console's points rates page on a desktop, dark (Japanese) and light (English), after
 * the demo administrator set rates, into /screenshots/console-points (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/points-rates-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAME_CATEGORIES } from '@platform/contract';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DESKTOP, consoleApi, signInThroughApi } from './support/console.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-points/', import.meta.url));
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

try {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await consoleApi(server, token, 'PUT', '/points/rates', {
    bet: {
      ...Object.fromEntries(GAME_CATEGORIES.map((category) => [category, { unit: '100.00', points: 1 }])),
      LIVE: { unit: '100.00', points: 2 },
    },
    deposit: { unit: '1000.00', points: 10 },
    purchase: { enabled: true, price: '1.00', minPoints: 100, maxPoints: 100_000 },
  });
  for (const { theme, language } of STYLES) {
    const name = `desktop-${theme}-${language.toLowerCase()}`;
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: DESKTOP,
      deviceScaleFactor: 1,
    });
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('console.theme', stored.theme);
        localStorage.setItem('console.lang', stored.language);
        sessionStorage.setItem('console.token', stored.token);
      },
      { theme, language, token },
    );
    const page = await context.newPage();
    await page.goto('/console/rewards/points-rates');
    await page.locator('.points-settings__form input').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT_DIR}rates-${name}.png`, fullPage: true });
    await context.close();
    process.stdout.write(`saved console points rates ${name}\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
