/**
 * Captures team transfers on a phone and a desktop, dark (Japanese) and light (English): team
 * management's transfer dialog (with take-back allowed) for an agent, and /member/transferUpline for
 * its downline, into /screenshots/agent-transfers (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/agent-transfers-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { MEMBER_TYPE, REBATE_CATEGORIES } from '@platform/contract';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/agent-transfers/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const PASSWORD = 'secret123';
const PAY = '246810';

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

const call = async (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.fetch(path, { method, headers: { Authorization: token ?? '' }, data });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body.value;
};

/** Signs `username` in on the login page; answers its token (the page stays open for API setup). */
const signIn = async (target: Browser, username: string) => {
  const context = await target.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  const dialog = page.locator('dialog.dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  const token = String(await (await page.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue());
  await call(page, 'PUT', '/wps/member/payment-password', { newPassword: PAY, confirmPassword: PAY });
  return { page, token, close: () => context.close() };
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

try {
  await createConsoleApi(server.url).request('PUT', '/team-transfer-settings', {
    downlineEnabled: true,
    takeBackEnabled: true,
    uplineEnabled: true,
    minAmount: '10.00',
    maxAmount: '50000.00',
    dailyMax: '200000.00',
  });
  await server.createMember({ username: 'shotagent', password: PASSWORD, type: MEMBER_TYPE.AGENT });
  await server.fundMember('shotagent', '12500.00');
  const agent = await signIn(browser, 'shotagent');
  await call(agent.page, 'POST', '/wps/agent/downlines', {
    accountType: 'MEMBER',
    username: 'shotdownline',
    password: PASSWORD,
    rebateRates: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, '0'])),
  });
  await server.fundMember('shotdownline', '800.00');
  await agent.close();
  const downline = await signIn(browser, 'shotdownline');
  await downline.close();

  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of STYLES) {
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      for (const shot of [
        { who: 'shotagent', token: agent.token, isAgent: true, path: '/agentHome/downlineManagmentView' },
        { who: 'shotdownline', token: downline.token, isAgent: false, path: '/member/transferUpline' },
      ]) {
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
            sessionStorage.setItem('username', stored.who);
            sessionStorage.setItem('isAgent', String(stored.isAgent));
          },
          { theme, language, ...shot },
        );
        const page = await context.newPage();
        await page.goto(shot.path);
        if (shot.isAgent) {
          await page.locator('td', { hasText: 'shotdownline' }).first().waitFor();
          await page.locator('tr', { hasText: 'shotdownline' }).locator('button').nth(1).click();
          await page.locator('dialog form.team-transfer').waitFor();
          await page.locator('dialog input[inputmode="decimal"]').fill('5');
          await page.locator('dialog button[type="submit"]').click();
          await page.locator('dialog .field__error').first().waitFor();
        } else {
          await page.locator('form.team-transfer').waitFor();
        }
        await settle(page);
        await page.screenshot({
          path: `${OUT_DIR}${shot.isAgent ? 'dialog' : 'upline'}-${name}.png`,
          fullPage: !shot.isAgent,
        });
        await context.close();
      }
      process.stdout.write(`saved agent transfers ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
