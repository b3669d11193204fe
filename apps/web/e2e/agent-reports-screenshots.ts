/**
 * Captures the agent centre's reports (team overview as data and as charts, team betting, user
 * profit and loss) on a phone and a desktop, Japanese and English, dark and light (every pair for
 * the overview), for a new agent whose downline deposited and played, into
 * /screenshots/agent-reports (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/agent-reports-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { overviewOf, prepareAgentTeam } from './support/agent-team.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/agent-reports/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
  { theme: 'light', language: 'JA' },
  { theme: 'dark', language: 'EN' },
] as const;

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
};

try {
  const setup = await browser.newContext({ baseURL: server.url });
  const team = await prepareAgentTeam(server, () => setup.newPage(), {
    agent: 'shotagent',
    downline: 'shotdownline',
    withVendor: true,
  });
  // The statistics follow the events within a second.
  const day = (await overviewOf(team, new Date().toISOString().slice(0, 10))).today.date;
  for (;;) {
    if ((await overviewOf(team, day)).totals.betCount >= 2) break;
    await new Promise((done) => setTimeout(done, 300));
  }
  for (const viewport of VIEWPORTS) {
    for (const [index, { theme, language }] of STYLES.entries()) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        (stored) => {
          localStorage.setItem('theme', stored.theme);
          localStorage.setItem('lang', stored.language);
          sessionStorage.setItem('token', stored.token);
          sessionStorage.setItem('username', stored.username);
          sessionStorage.setItem('isAgent', 'true');
        },
        { theme, language, token: team.agentToken, username: team.agent },
      );
      const page = await context.newPage();
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      await page.goto('/agentHome/agentTeamOverview');
      await page.locator('.report-tiles').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}overview-${name}.png`, fullPage: true });
      await page.goto('/agentHome/agentTeamOverview?view=charts');
      await page.locator('.report-chart canvas').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}overview-charts-${name}.png`, fullPage: true });
      // The other pages in the first two theme and language pairs.
      if (index < 2) {
        await page.goto('/agentHome/personalHistoryCopy');
        await page.locator('td', { hasText: team.downline }).first().waitFor();
        await settle(page);
        await page.screenshot({ path: `${OUT_DIR}betting-${name}.png`, fullPage: true });
        await page.goto('/agentHome/palStatementsAgentCopy');
        await page.locator('td', { hasText: team.downline }).first().waitFor();
        await settle(page);
        await page.screenshot({ path: `${OUT_DIR}profit-${name}.png`, fullPage: true });
      }
      await context.close();
      process.stdout.write(`saved agent reports ${name}\n`);
    }
  }
  await setup.close();
} finally {
  await browser.close();
  await server.close();
}
