/**
 * Captures the console's screens, dark and light, in Japanese (the default), at 1440x900 and the
 * member page at 900x1200, into /screenshots/console-*.png (git-ignored). Run after
 * `npm run build -w @platform/console`: `npx tsx apps/console/e2e/screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startTestServer } from '@platform/server/testing';
import ja from '../src/i18n/ja.json' with { type: 'json' };
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { consoleApi, DEMO_ADMIN, DESKTOP, tokenOf, totpCode } from './support/console.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
const TABLET = { width: 900, height: 1200 } as const;

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();

/**
 * Saves the page dark, switches the theme with the console's own switch, saves it light. Behind an
 * open dialog the switch cannot be reached, so the theme attribute is set directly.
 */
const capture = async (page: Page, name: string, options: { isDialogOpen?: boolean } = {}) => {
  const themeSwitch = page.getByRole('button', { name: ja.preferences.darkTheme }).first();
  const isDark = async () =>
    options.isDialogOpen === true
      ? page.evaluate(() => document.documentElement.dataset.theme === 'dark')
      : (await themeSwitch.getAttribute('aria-pressed')) === 'true';
  const toggle = async () => {
    if (options.isDialogOpen === true) {
      await page.evaluate(() => {
        const root = document.documentElement;
        root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
      });
    } else {
      await themeSwitch.click();
    }
  };
  for (const theme of ['dark', 'light'] as const) {
    if ((await isDark()) !== (theme === 'dark')) await toggle();
    await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, theme);
    // Colours ease in over 160 ms; take the picture once they have settled.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT_DIR}console-${name}-${theme}.png` });
    process.stdout.write(`saved console-${name}-${theme}.png\n`);
  }
  await toggle();
};

try {
  for (const [index, username] of ['yamada01', 'suzuki02', 'tanaka03', 'sato04'].entries()) {
    await server.createMember({ username, password: 'member1234', type: index === 3 ? 1 : 0 });
  }
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    if (localStorage.getItem('console.lang') === null) localStorage.setItem('console.lang', 'JA');
  });
  const page = await context.newPage();

  await page.goto('/console/');
  await page.getByLabel(ja.auth.username, { exact: true }).waitFor();
  await capture(page, 'login');

  await page.getByLabel(ja.auth.username, { exact: true }).fill(DEMO_ADMIN.username);
  await page.getByLabel(ja.auth.password, { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: ja.auth.next, exact: true }).click();
  const key = page.getByLabel(ja.auth.manualKey);
  await key.waitFor();
  await page.getByRole('img', { name: ja.auth.qrAlt }).waitFor();
  await capture(page, 'totp-enrol');
  const secret = (await key.innerText()).replace(/\s/g, '');
  await page.getByLabel(ja.auth.code).fill(await totpCode(secret));
  await page.getByRole('button', { name: ja.auth.signIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: ja.dashboard.title }).waitFor();
  await capture(page, 'dashboard');

  // Some history for the audit page, made through the console API with this session.
  const token = await tokenOf(page);
  const found = await consoleApi(server, token, 'GET', '/members?account=demomember');
  const member = (found.payload.value as { list: { id: number }[] }).list[0];
  if (member === undefined) throw new Error('the demo member is missing');
  await consoleApi(server, token, 'POST', `/members/${member.id}/lock`);
  await consoleApi(server, token, 'POST', `/members/${member.id}/unlock`);
  await consoleApi(server, token, 'PUT', `/members/${member.id}/remarks`, {
    remarks: 'VIP候補。入金確認済み。',
  });
  for (const [amount, reason] of [
    ['5000.00', 'キャンペーンボーナス付与'],
    ['-1250.50', '誤付与分の取消'],
  ] as const) {
    await consoleApi(server, token, 'POST', `/members/${member.id}/adjustments`, {
      requestId: crypto.randomUUID(),
      amount,
      reason,
    });
  }
  const status = await consoleApi(server, token, 'GET', '/settings/status');
  const setting = status.payload.value as Record<string, unknown>;
  await consoleApi(server, token, 'PUT', '/settings/status', { ...setting, status: 1 });
  await consoleApi(server, token, 'PUT', '/settings/status', { ...setting, status: 0 });

  await page.goto('/console/members');
  await page.getByRole('link', { name: 'demomember' }).waitFor();
  await capture(page, 'members');

  await page.getByRole('link', { name: 'demomember' }).click();
  await page.getByRole('heading', { level: 1, name: 'demomember' }).waitFor();
  await page.getByRole('table', { name: ja.members.history.title }).waitFor();
  await page.getByRole('table', { name: ja.members.wallet.transfers }).getByText('誤付与分の取消').waitFor();
  await capture(page, 'member');
  await page.screenshot({ path: `${OUT_DIR}console-member-full.png`, fullPage: true });

  await page.setViewportSize(TABLET);
  await capture(page, 'member-tablet');
  await page.setViewportSize(DESKTOP);

  await page.goto('/console/settings/status');
  await page
    .getByRole('radiogroup')
    .or(page.getByRole('group', { name: ja.settings.status.statusLegend }))
    .waitFor();
  await capture(page, 'status');

  await page.goto('/console/settings/register');
  await page.getByRole('table', { name: ja.settings.register.tableTitle }).waitFor();
  await capture(page, 'register');

  await page.goto('/console/audit');
  await page.getByRole('table', { name: ja.audit.results }).getByText('member.lock').waitFor();
  await capture(page, 'audit');

  for (const [name, path] of [
    ['modules', '/console/settings/modules'],
    ['site', '/console/settings/site'],
    ['domains', '/console/settings/domains'],
    ['outbox', '/console/outbox'],
    ['staff', '/console/staff'],
    ['account', '/console/account'],
  ] as const) {
    await page.goto(path);
    await page.locator('.card, .table-wrap').first().waitFor();
    await capture(page, name);
  }

  await page.goto('/console/members?account=yamada01');
  await page.getByRole('link', { name: 'yamada01' }).click();
  await page.getByRole('button', { name: ja.members.resetPassword }).click();
  await page.getByRole('dialog').getByRole('button', { name: ja.members.resetPassword }).click();
  await page.getByRole('dialog', { name: ja.members.temporaryPasswordTitle }).waitFor();
  await capture(page, 'member-reset-dialog', { isDialogOpen: true });

  await context.close();
} finally {
  await browser.close();
  await server.close();
}
