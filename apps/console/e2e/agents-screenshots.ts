/**
 * Captures the console's agent pages (tree with an opened team, policy, transfers) on a phone and a
 * desktop, dark (Japanese) and light (English), into /screenshots/console-agents (git-ignored). Run
 * after `npm run build -w @platform/console`: `npx tsx apps/console/e2e/agents-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type AgentRebate } from '@platform/contract';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  PHONE,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const PASSWORD = 'agent1234';

const shots = await startScreenshots('console-agents', onTestServer());
const { server, outDir } = shots;

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

await shots.run(async () => {
  await server.createMember({ username: 'shottop', password: PASSWORD, type: MEMBER_TYPE.AGENT });
  await server.fundMember('shottop', '5000.00');
  await downlines('shottop', ['shotagent1', 'shotagent2'], 'AGENT');
  await downlines('shottop', ['shotplayer1'], 'MEMBER');
  await downlines('shotagent1', ['shotplayer2', 'shotplayer3'], 'MEMBER');
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);

  await shots.eachLook(
    'console agents',
    { viewports: VIEWPORTS, looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/agents/tree?account=shotagent1');
      await page.locator('.agent-tree__chain').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}tree-leaf-${name}.png`, fullPage: true });
      await page.goto('/console/agents/tree?account=shottop');
      await page.locator('.agent-tree__toggle[aria-expanded]').first().click();
      await page.locator('.agent-tree__list--nested').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}tree-${name}.png`, fullPage: true });
      await page.goto('/console/agents/policy');
      await page.locator('.agents__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}policy-${name}.png`, fullPage: true });
      await page.goto('/console/agents/transfers');
      await page.locator('.agents__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}transfers-${name}.png`, fullPage: true });
    },
  );
});
