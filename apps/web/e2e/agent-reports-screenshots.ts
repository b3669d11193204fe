/**
 * Captures the agent centre's reports (team overview as data and as charts, team betting, user
 * profit and loss) on a phone and a desktop, Japanese and English, dark and light (every pair for
 * the overview), for a new agent whose downline deposited and played, into
 * /screenshots/agent-reports (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/agent-reports-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, onTestServer, PHONE, startScreenshots, webStored } from './support/screenshots.ts';
import { overviewOf, prepareAgentTeam } from './support/agent-team.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
  { theme: 'light', language: 'JA' },
  { theme: 'dark', language: 'EN' },
] as const;

const shots = await startScreenshots('agent-reports', onTestServer());
const { server, outDir } = shots;

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
};

await shots.run(async () => {
  const setup = await shots.browser.newContext({ baseURL: server.url });
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
  await shots.eachLook(
    'agent reports',
    {
      viewports: VIEWPORTS,
      looks: STYLES,
      stored: (look) => webStored(look, { token: team.agentToken, username: team.agent, isAgent: true }),
    },
    async ({ page, name, index }) => {
      await page.goto('/agentHome/agentTeamOverview');
      await page.locator('.report-tiles').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}overview-${name}.png`, fullPage: true });
      await page.goto('/agentHome/agentTeamOverview?view=charts');
      await page.locator('.report-chart canvas').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}overview-charts-${name}.png`, fullPage: true });
      // The other pages in the first two theme and language pairs.
      if (index < 2) {
        await page.goto('/agentHome/personalHistoryCopy');
        await page.locator('td', { hasText: team.downline }).first().waitFor();
        await settle(page);
        await page.screenshot({ path: `${outDir}betting-${name}.png`, fullPage: true });
        await page.goto('/agentHome/palStatementsAgentCopy');
        await page.locator('td', { hasText: team.downline }).first().waitFor();
        await settle(page);
        await page.screenshot({ path: `${outDir}profit-${name}.png`, fullPage: true });
      }
    },
  );
  await setup.close();
});
