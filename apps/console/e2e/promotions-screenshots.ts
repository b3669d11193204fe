/**
 * Captures the console's promotion pages (the list, the editor, the review queue with an
 * application's pictures and the approve dialog) on a phone and a desktop, dark (Japanese) and light
 * (English), into /screenshots/console-promotions (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/promotions-screenshots.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PromotionAdmin } from '@platform/contract';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  PHONE,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, consoleApi, enableEveryModule, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const ICON = readFileSync(fileURLToPath(new URL('../../web/public/icons/icon-192.png', import.meta.url)));
const DAY = 24 * 60 * 60 * 1000;

const shots = await startScreenshots('console-promotions', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await enableEveryModule(server, token);
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

  await shots.eachLook(
    'console promotions',
    { viewports: [PHONE, DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/promotions');
      await page.locator('.table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}promotions-${name}.png`, fullPage: true });
      await page.locator('.table tbody .btn--secondary').first().click();
      await page.locator('dialog form').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${outDir}editor-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      await page.goto('/console/rewards/promotion-applications');
      await page.locator('.table tbody .row-actions').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}applications-${name}.png`, fullPage: true });
      await page.locator('.table tbody td .btn--secondary').first().click();
      await page.locator('dialog .application-images__image').nth(1).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}images-${name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('.row-actions .btn--primary').first().click();
      await page.locator('dialog input').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}approve-${name}.png` });
    },
  );
});
