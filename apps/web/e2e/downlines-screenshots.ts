/**
 * Captures the agent centre's register centre (direct creation, links) and team management on a
 * phone and a desktop, dark (Japanese) and light (English), for the demo agent with a downline agent,
 * a player and two links, into /screenshots/downlines (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/downlines-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { REBATE_CATEGORIES } from '@platform/contract';
import { callAsMember } from './support/app.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestServer,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const AGENT = { username: 'demoagent', password: 'demo1234' };
const rates = (rate: string) => Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate]));

const shots = await startScreenshots('downlines', onTestServer());
const { server, outDir } = shots;

/** The demo agent signed in, with a downline agent, a player and two links of its own. */
const prepareAgent = async (): Promise<string> => {
  const setup = await shots.browser.newContext({ baseURL: server.url });
  const page = await setup.newPage();
  const token = await logInForToken(page, AGENT.username, AGENT.password);
  await callAsMember(page, 'POST', '/wps/agent/downlines', {
    accountType: 'AGENT',
    username: 'shotsubagent',
    password: 'secret123',
    rebateRates: rates('0.5'),
  });
  await callAsMember(page, 'POST', '/wps/agent/links', {
    accountType: 'MEMBER',
    expiry: 'THIRTY_DAYS',
    channel: 'FORUM',
  });
  await callAsMember(page, 'POST', '/wps/agent/links', {
    accountType: 'AGENT',
    expiry: 'NEVER',
    channel: 'CUSTOM',
    channelLabel: 'LINE group',
  });
  await setup.close();
  return token;
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  const token = await prepareAgent();
  await shots.eachLook(
    'downlines',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: AGENT.username, isAgent: true }),
    },
    async ({ page, name }) => {
      await page.goto('/agentHome/registerCenter');
      await page.locator('form.downlines__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}register-${name}.png`, fullPage: true });
      await page.locator('[role="tab"]').nth(2).click();
      await page.locator('.downlines__qr').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}links-${name}.png`, fullPage: true });
      await page.goto('/agentHome/downlineManagmentView');
      await page.locator('[role="tab"]').first().click();
      await page.locator('td', { hasText: 'shotsubagent' }).first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}team-${name}.png`, fullPage: true });
    },
  );
});
