/**
 * Captures the console's rebate pages (the settings, the per-day report and a member's rebates) on a
 * desktop, dark (Japanese) and light (English), after a member played and claimed the rebate, into
 * /screenshots/console-rebate (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/rebate-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { REBATE_CATEGORIES, type RebateSummary, type WhitelabelNode } from '@platform/contract';
import { startTestServer, testGame } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DESKTOP, consoleApi, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-rebate/', import.meta.url));
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const MEMBER = { username: 'shotrebate', password: 'secret123' };
const VENDOR = { vassalage: 'SHOTREB', gameId: 'shot-slot' };

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

/** Rewards on, default rates, and a member who played a slot and claimed today's rebate. */
const prepare = async (token: string) => {
  const tree = (await consoleApi(server, token, 'GET', '/settings/whitelabel')).payload
    .value as WhitelabelNode[];
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === 'REWARDS',
      childrenNodes: on(node.childrenNodes),
    }));
  await consoleApi(server, token, 'PUT', '/settings/whitelabel', on(tree));
  await consoleApi(server, token, 'PUT', '/rewards/rebate/settings', {
    defaultRates: {
      ...Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '0.5'])),
      RNG: '1.5',
      LIVE: '0.8',
    },
    autoRebate: true,
  });
  await server.createMember(MEMBER);
  await server.fundMember(MEMBER.username, '5000.00');
  await server.addVendor({
    vassalage: VENDOR.vassalage,
    displayName: 'Shot vendor',
    categories: ['RNG'],
    games: [testGame(VENDOR.gameId, { gameType: 'RNG', names: { JA: 'スロット', EN: 'Slot' } })],
  });
  await server.playRound({ ...VENDOR, username: MEMBER.username, stake: '2000.00', payout: '0.00' });
  const member = await memberApiLogIn(server, MEMBER.username, MEMBER.password);
  // The statistics take the round in within a second.
  for (let tries = 0; ; tries += 1) {
    const summary = await memberApi<RebateSummary>(server, member, 'GET', '/wps/relay/rebate');
    if (summary.payload.value.total !== '0.00' && summary.payload.value.total !== '0') break;
    if (tries === 50) throw new Error('the round never reached the statistics');
    await delay(200);
  }
  const claim = await memberApi(server, member, 'POST', '/wps/relay/rebate/claim');
  if (!claim.payload.success) throw new Error(`claim failed: ${claim.payload.errorCode}`);
};

try {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await prepare(token);
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
    await page.goto('/console/rewards/rebate');
    await page.locator('.rebate__form input').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}settings-${name}.png`, fullPage: true });
    await page.goto('/console/rewards/rebate/report');
    await page.locator('.table tbody tr td').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}report-${name}.png`, fullPage: true });
    await page.goto(`/console/rewards/rebate/claims?account=${MEMBER.username}`);
    await page.locator('.rebate__products').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}claims-${name}.png`, fullPage: true });
    await context.close();
    process.stdout.write(`saved console rebate ${name}\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
