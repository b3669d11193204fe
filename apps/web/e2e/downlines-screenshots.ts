/**
 * Captures the agent centre's register centre (direct creation, links) and team management on a
 * phone and a desktop, dark (Japanese) and light (English), for the demo agent with a downline agent,
 * a player and two links, into /screenshots/downlines (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/downlines-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { REBATE_CATEGORIES } from '@platform/contract';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/downlines/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const AGENT = { username: 'demoagent', password: 'demo1234' };
const rates = (rate: string) => Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate]));

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const call = async (page: Page, method: 'POST' | 'PUT', path: string, data: unknown) => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.fetch(path, { method, headers: { Authorization: token ?? '' }, data });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body.value;
};

/** The demo agent signed in, with a downline agent, a player and two links of its own. */
const prepareAgent = async (): Promise<string> => {
  const setup = await browser.newContext({ baseURL: server.url });
  const page = await setup.newPage();
  await page.goto('/login');
  const dialog = page.locator('dialog.dialog');
  await dialog.locator('input[name="username"]').fill(AGENT.username);
  await dialog.locator('input[name="password"]').fill(AGENT.password);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden' });
  const token = String(await (await page.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue());
  await call(page, 'POST', '/wps/agent/downlines', {
    accountType: 'AGENT',
    username: 'shotsubagent',
    password: 'secret123',
    rebateRates: rates('0.5'),
  });
  await call(page, 'POST', '/wps/agent/links', {
    accountType: 'MEMBER',
    expiry: 'THIRTY_DAYS',
    channel: 'FORUM',
  });
  await call(page, 'POST', '/wps/agent/links', {
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

try {
  const token = await prepareAgent();
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
      await page.goto('/agentHome/registerCenter');
      await page.locator('form.downlines__form').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}register-${name}.png`, fullPage: true });
      await page.locator('[role="tab"]').nth(2).click();
      await page.locator('.downlines__qr').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}links-${name}.png`, fullPage: true });
      await page.goto('/agentHome/downlineManagmentView');
      await page.locator('[role="tab"]').first().click();
      await page.locator('td', { hasText: 'shotsubagent' }).first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}team-${name}.png`, fullPage: true });
      await context.close();
      process.stdout.write(`saved downlines ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
