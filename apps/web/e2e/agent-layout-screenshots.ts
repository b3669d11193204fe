/**
 * Captures the agent layout (landing with the menu, deposit and announcements inside it, the phone
 * drawer) on a phone and a desktop, dark (Japanese) and light (English), for the demo agent with an
 * announcement for agents, into /screenshots/agent-layout (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/agent-layout-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/agent-layout/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const AGENT = { username: 'demoagent', password: 'demo1234' };

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.spinner').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

try {
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
  const setup = await browser.newContext({ baseURL: server.url });
  const login = await setup.newPage();
  await login.goto('/agent');
  await login.locator('input[name="username"]').fill(AGENT.username);
  await login.locator('input[name="password"]').fill(AGENT.password);
  await login.locator('button[type="submit"]').click();
  const token = String(
    await (await login.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue(),
  );
  await setup.close();
  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of STYLES) {
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
        { theme, language, token, username: AGENT.username },
      );
      const page = await context.newPage();
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      await page.goto('/agentHome');
      await page.locator('.agent-home__grid').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}home-${name}.png`, fullPage: true });
      await page.goto('/agentHome/depositv2');
      await page.locator('.page__title').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}deposit-${name}.png`, fullPage: true });
      await page.goto('/agentHome/agentAnnouncement');
      await page.locator('.announcements__item').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}announcements-${name}.png`, fullPage: true });
      if (viewport.name === 'phone') {
        await page.locator('.agent-header__menu-toggle').click();
        await page.locator('.agent-menu--open').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT_DIR}drawer-${name}.png` });
      }
      await context.close();
      process.stdout.write(`saved agent layout ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
