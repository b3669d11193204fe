/**
 * Captures the agent layout (landing with the menu, deposit and announcements inside it, the phone
 * drawer) on a phone and a desktop, dark (Japanese) and light (English), for the demo agent with an
 * announcement for agents, into /screenshots/agent-layout (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/agent-layout-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, LOOKS, onTestServer, PHONE, startScreenshots, webStored } from './support/screenshots.ts';
import { createConsoleApi } from './support/console-api.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const AGENT = { username: 'demoagent', password: 'demo1234' };

const shots = await startScreenshots('agent-layout', onTestServer());
const { server, outDir } = shots;

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.spinner').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  await createConsoleApi(server.url).request('POST', '/content/announcements', {
    title: {
      JA: '【エージェント向け】リベート表を更新しました',
      EN: 'For agents: the rebate table is updated',
    },
    content: {
      JA: '<p>今月からリベート率の上限が変わりました。チーム管理で下位の率をご確認ください。</p>',
      EN: '<p>The rebate caps change this month. Check your downlines’ rates in team management.</p>',
    },
    audience: 'AGENTS',
  });
  // The agent signs in on the landing's form once; every capture reuses the session.
  const setup = await shots.browser.newContext({ baseURL: server.url });
  const login = await setup.newPage();
  await login.goto('/agent');
  await login.locator('input[name="username"]').fill(AGENT.username);
  await login.locator('input[name="password"]').fill(AGENT.password);
  await login.locator('button[type="submit"]').click();
  const token = String(
    await (await login.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue(),
  );
  await setup.close();
  await shots.eachLook(
    'agent layout',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: AGENT.username, isAgent: true }),
    },
    async ({ page, name, viewport }) => {
      await page.goto('/agentHome');
      await page.locator('.agent-home__grid').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}home-${name}.png`, fullPage: true });
      await page.goto('/agentHome/depositv2');
      await page.locator('.page__title').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}deposit-${name}.png`, fullPage: true });
      await page.goto('/agentHome/agentAnnouncement');
      await page.locator('.announcements__item').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}announcements-${name}.png`, fullPage: true });
      if (viewport.name === 'phone') {
        await page.locator('.agent-header__menu-toggle').click();
        await page.locator('.agent-menu--open').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${outDir}drawer-${name}.png` });
      }
    },
  );
});
