/**
 * Captures the console's agent pages (tree with an opened team, policy, transfers) on a phone and a
 * desktop, dark (Japanese) and light (English), into /screenshots/console-agents (git-ignored). Run
 * after `npm run build -w @platform/console`: `npx tsx apps/console/e2e/agents-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type AgentRebate } from '@platform/contract';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-agents/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const PASSWORD = 'agent1234';

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const downlines = async (agent: string, names: string[], accountType: 'AGENT' | 'MEMBER') => {
  const token = await memberApiLogIn(server, agent, PASSWORD);
  const { own } = (await memberApi<AgentRebate>(server, token, 'GET', '/wps/agent/rebate')).payload.value;
  for (const username of names) {
    await memberApi(server, token, 'POST', '/wps/agent/downlines', {
      accountType,
      username,
      password: PASSWORD,
      rebateRates: own,
    });
    await server.fundMember(username, '150.00');
  }
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

try {
  await server.createMember({ username: 'shottop', password: PASSWORD, type: MEMBER_TYPE.AGENT });
  await server.fundMember('shottop', '5000.00');
  await downlines('shottop', ['shotagent1', 'shotagent2'], 'AGENT');
  await downlines('shottop', ['shotplayer1'], 'MEMBER');
  await downlines('shotagent1', ['shotplayer2', 'shotplayer3'], 'MEMBER');
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);

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
      await page.goto('/console/agents/tree?account=shotagent1');
      await page.locator('.agent-tree__chain').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}tree-leaf-${name}.png`, fullPage: true });
      await page.goto('/console/agents/tree?account=shottop');
      await page.locator('.agent-tree__toggle[aria-expanded]').first().click();
      await page.locator('.agent-tree__list--nested').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}tree-${name}.png`, fullPage: true });
      await page.goto('/console/agents/policy');
      await page.locator('.agents__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}policy-${name}.png`, fullPage: true });
      await page.goto('/console/agents/transfers');
      await page.locator('.agents__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}transfers-${name}.png`, fullPage: true });
      await context.close();
      process.stdout.write(`saved console agents ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
