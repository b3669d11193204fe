/**
 * Captures the console's contract pages (policy, contracts with the offer and history dialogs,
 * settlements with the figures, settlement runs) on a phone and a desktop, dark (Japanese) and light
 * (English), into /screenshots/console-contracts (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/contracts-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type Contract } from '@platform/contract';
import { startTestServer, testGame } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-contracts/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const PASSWORD = 'agent1234';
const AGENTS = ['shotagent1', 'shotagent2', 'shotagent3'];

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

let shiftMs = 0;
mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer({ clock: { now: () => new Date(Date.now() + shiftMs) } });
const browser = await launchBrowser();

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

try {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const modules = await consoleApi(server, token, 'GET', '/settings/whitelabel');
  const tree = JSON.stringify(modules.payload.value).replace(/"enabled":false/g, '"enabled":true');
  await consoleApi(server, token, 'PUT', '/settings/whitelabel', JSON.parse(tree));
  const policies = await consoleApi(server, token, 'GET', '/contracts/policies');
  const realtime = (policies.payload.value as Record<string, Record<string, unknown>>).REALTIME_SALARY;
  await consoleApi(server, token, 'PUT', '/contracts/policies/REALTIME_SALARY', {
    ...Object.fromEntries(Object.entries(realtime ?? {}).filter(([key]) => key !== 'enabled')),
    payoutMode: 'APPROVAL',
  });
  await server.addVendor({
    vassalage: 'SHOT_RT',
    categories: ['RNG'],
    games: [testGame('SHOT_1', { gameType: 'RNG' })],
  });
  for (const [index, username] of AGENTS.entries()) {
    await server.createMember({ username, password: PASSWORD, type: MEMBER_TYPE.AGENT });
    await server.fundMember(username, '1000.00');
    await consoleApi(server, token, 'POST', '/contracts', {
      account: username,
      product: 'ALL',
      terms: {
        kind: 'REALTIME_SALARY',
        tiers: [
          { minBet: '1', lossRate: '0.5', winRate: '0.1' },
          { minBet: '100', lossRate: '1', winRate: '0.2' },
        ],
      },
    });
    const agent = await memberApiLogIn(server, username, PASSWORD);
    const waiting = await memberApi<{ list: Contract[] }>(
      server,
      agent,
      'GET',
      '/wps/agent/contracts/waiting',
    );
    const offer = waiting.payload.value.list[0];
    if (offer !== undefined && index < 2) {
      await memberApi(server, agent, 'POST', `/wps/agent/contracts/${offer.id}/answer`, { answer: 'ACCEPT' });
      await server.playRound({
        username,
        vassalage: 'SHOT_RT',
        gameId: 'SHOT_1',
        stake: `${(index + 1) * 150}.00`,
        payout: '0.00',
      });
    }
  }
  shiftMs += 6 * 60_000;
  await server.runDueJobs();

  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of STYLES) {
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: viewport.width, height: viewport.height },
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
      await page.goto('/console/contracts/policies?kind=DIVIDEND');
      await page.locator('.contracts__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}policy-${name}.png`, fullPage: true });

      await page.goto('/console/contracts/list');
      await page.locator('.table tbody tr td').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}contracts-${name}.png`, fullPage: true });
      await page.locator('.page-header__actions button').click();
      await page.locator('dialog .tier-editor').waitFor();
      await page.locator('dialog select').first().selectOption('DIVIDEND');
      await page.locator('dialog .tier-editor .btn--secondary').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}offer-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await page.locator('.row-actions button').first().click();
      await page.locator('dialog .contracts__history li').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}history-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      await page.goto('/console/contracts/settlements');
      await page.locator('.table tbody .row-actions').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}settlements-${name}.png`, fullPage: true });
      await page.locator('.row-actions button').first().click();
      await page.locator('dialog .details').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}figures-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await page.locator('.row-actions .btn--danger').first().click();
      await page.locator('dialog textarea').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}reject-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      await page.goto('/console/contracts/settlement-runs?kind=REALTIME_SALARY');
      await page.locator('.table tbody tr td').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}runs-${name}.png`, fullPage: true });
      await context.close();
      process.stdout.write(`saved console contracts ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
