/**
 * Captures the console's rewards core pages (member rewards with the grant and cancel dialogs, bonus
 * turnover with the forfeit dialog, the reward cost report) on a desktop, dark (Japanese) and light
 * (English), into /screenshots/console-rewards (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/rewards-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, DESKTOP, consoleApi, signInThroughApi } from './support/console.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-rewards/', import.meta.url));
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const DAY = 24 * 60 * 60 * 1000;

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

try {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const modules = await consoleApi(server, token, 'GET', '/settings/whitelabel');
  const tree = JSON.stringify(modules.payload.value).replace(/"enabled":false/g, '"enabled":true');
  await consoleApi(server, token, 'PUT', '/settings/whitelabel', JSON.parse(tree));
  for (const username of ['shotrewarda', 'shotrewardb']) {
    await server.createMember({ username, password: 'secret123' });
    await server.fundMember(username, '5000');
  }
  const grant = async (account: string, body: Record<string, unknown>) => {
    const answer = await consoleApi(server, token, 'POST', '/rewards', {
      requestId: crypto.randomUUID(),
      account,
      ...body,
    });
    if (answer.status !== 200) throw new Error(`grant failed: ${JSON.stringify(answer.payload)}`);
  };
  await grant('shotrewarda', {
    title: { JA: 'お詫びボーナス', EN: 'Apology bonus' },
    prize: {
      kind: 'BONUS',
      amount: '1000',
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000, LIVE: 5_000 } },
    },
    claim: 'AUTO',
  });
  await grant('shotrewardb', {
    title: { JA: '誕生日ボーナス', EN: 'Birthday bonus' },
    prize: {
      kind: 'BONUS',
      amount: '500',
      turnover: { multiple: 500, base: 'BONUS', weights: { RNG: 10_000 } },
    },
    claim: 'AUTO',
  });
  await grant('shotrewarda', {
    title: { JA: '週末キャッシュ', EN: 'Weekend cash' },
    prize: { kind: 'MONEY', amount: '300' },
    claim: 'MANUAL',
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
  });
  await grant('shotrewardb', {
    title: { JA: 'ポイントプレゼント', EN: 'Points gift' },
    prize: { kind: 'POINTS', points: 1200 },
    claim: 'MANUAL',
  });

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
    await page.goto('/console/rewards/granted');
    await page.locator('.table tbody tr td').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}rewards-${name}.png`, fullPage: true });
    await page.locator('.page-header__actions .btn').click();
    await page.locator('dialog form').waitFor();
    await page.locator('dialog select').first().selectOption('BONUS');
    await page.locator('dialog .grant-weights').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT_DIR}grant-${name}.png`, fullPage: true });
    // An unknown account: the gateway's field error sits under the input, the typed grant stays.
    await page.locator('dialog input[name="account"]').fill('nosuchmember');
    await page.locator('dialog input[name="title.JA"]').fill('お詫びボーナス');
    await page.locator('dialog input[name="title.EN"]').fill('Apology bonus');
    await page.locator('dialog input[name="prize.amount"]').fill('1000');
    await page.locator('dialog input[name="prize.turnover.multiple"]').fill('3');
    await page.locator('dialog button[type="submit"]').click();
    await page.locator('dialog input[name="account"][aria-invalid="true"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT_DIR}grant-error-${name}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await page.locator('.table tbody .btn--danger').first().click();
    await page.locator('dialog textarea').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT_DIR}cancel-${name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/console/rewards/turnover');
    await page.locator('.table tbody .row-actions').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}turnover-${name}.png`, fullPage: true });
    await page.locator('.row-actions .btn--danger').first().click();
    await page.locator('dialog textarea').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT_DIR}forfeit-${name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/console/rewards/cost');
    await page.locator('.table tfoot, .table tbody tr td').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${OUT_DIR}cost-${name}.png`, fullPage: true });
    await context.close();
    process.stdout.write(`saved console rewards ${name}\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
