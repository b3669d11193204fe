/**
 * Captures the console's promotion pages (the list, the editor, the review queue with an
 * application's pictures and the approve dialog) on a phone and a desktop, dark (Japanese) and light
 * (English), into /screenshots/console-promotions (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/promotions-screenshots.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { PromotionAdmin } from '@platform/contract';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/console-promotions/', import.meta.url));
const ICON = readFileSync(fileURLToPath(new URL('../../web/public/icons/icon-192.png', import.meta.url)));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
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
  const created = await consoleApi(server, token, 'POST', '/rewards/promotions', {
    title: { JA: '初回入金ボーナス', EN: 'First deposit bonus' },
    coverImageUrl: '/demo/banner-welcome.svg',
    content: { JA: '<p>明細を添付して申請してください。</p>', EN: '<p>Apply with your deposit slip.</p>' },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    categories: ['RNG', 'LIVE'],
    joinMode: 'APPLY',
    rewardKind: 'BONUS',
    rewardAmount: '1000',
    turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000, LIVE: 10_000 } },
    budget: '50000',
    published: true,
  });
  const promotion = created.payload.value as PromotionAdmin;
  await server.createMember({ username: 'shotapplicant', password: 'secret123' });
  const member = await memberApiLogIn(server, 'shotapplicant', 'secret123');
  const images = [];
  for (let n = 0; n < 2; n += 1) {
    const upload = await memberApi<{ id: string }>(
      server,
      member,
      'POST',
      '/wps/relay/promotions/images',
      ICON,
      {
        'Content-Type': 'image/png',
      },
    );
    images.push(upload.payload.value.id);
  }
  await memberApi(server, member, 'POST', `/wps/relay/promotions/${promotion.id}/apply`, {
    remark: 'Deposited 10,000 on Monday',
    imageIds: images,
  });

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
      await page.goto('/console/rewards/promotions');
      await page.locator('.table tbody tr td').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}promotions-${name}.png`, fullPage: true });
      await page.locator('.table tbody .btn--secondary').first().click();
      await page.locator('dialog form').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT_DIR}editor-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      await page.goto('/console/rewards/promotion-applications');
      await page.locator('.table tbody .row-actions').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}applications-${name}.png`, fullPage: true });
      await page.locator('.table tbody td .btn--secondary').first().click();
      await page.locator('dialog .application-images__image').nth(1).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}images-${name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('.row-actions .btn--primary').first().click();
      await page.locator('dialog input').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}approve-${name}.png` });
      await context.close();
      process.stdout.write(`saved console promotions ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
