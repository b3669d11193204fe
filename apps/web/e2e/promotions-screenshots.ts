/**
 * Captures `/promotions` on a phone and a desktop, dark (Japanese) and light (English): the demo
 * promotions with a member's statuses and applications (one rejected with its reason, one joined and
 * paid), then the details of the application promotion with the form filled (remark and two
 * pictures), into /screenshots/promotions (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/promotions-screenshots.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createTestMember } from '@platform/server/testing';
import { seedDemoPromotions } from '../../server/src/seed/demo-promotions.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const PASSWORD = 'secret123';
const ACTOR = { staffId: 0, username: 'shots', ip: '127.0.0.1' };
/** Real pictures for the application form's previews (the app's own icons). */
const ICON = readFileSync(fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url)));

const shots = await startScreenshots('promotions', onTestApp());
const { server, outDir } = shots;
const { promotions } = server.services;

/** A member who applied (rejected with a reason) and joined the one-click promotion (paid). */
const prepare = async () => {
  await seedDemoPromotions(server.services);
  const list = await promotions.admin.list();
  const applyTo = list.find((row) => row.joinMode === 'APPLY');
  const joinTo = list.find((row) => row.joinMode === 'JOIN');
  if (!applyTo || !joinTo) throw new Error('the demo promotions are missing');
  const member = await createTestMember(server.services, { username: 'shotpromo', password: PASSWORD });
  await createTestMember(server.services, { username: 'shotapply', password: PASSWORD });
  await promotions.apply(member.id, applyTo.id, { remark: 'Deposited 10,000 on Monday', imageIds: [] }, 'EN');
  const [application] = (await promotions.admin.applications({ pageNum: 1, pageSize: 1 })).list;
  if (!application) throw new Error('the application is missing');
  await promotions.admin.reject(ACTOR, application.id, 'The deposit slip is not attached');
  await promotions.join(member.id, joinTo.id, 'EN');
};

const settle = async (page: Page) => {
  await page.locator('.page-status').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
};

const tokenOf = async (username: string) => {
  const context = await shots.newContext(DESKTOP);
  const token = await logInForToken(await context.newPage(), username, PASSWORD);
  await context.close();
  return token;
};

await shots.run(async () => {
  await prepare();
  const member = await tokenOf('shotpromo');
  const applicant = await tokenOf('shotapply');
  await shots.eachLook(
    'promotions',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token: member, username: 'shotpromo', isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/promotions');
      await page.locator('.promo-card').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}promotions-${name}.png`, fullPage: true });
    },
  );
  await shots.eachLook(
    'application form',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token: applicant, username: 'shotapply', isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/promotions');
      await page.locator('.promo-card').first().waitFor();
      await page.locator('.promo-card__more').first().click();
      const dialog = page.locator('dialog.dialog');
      await dialog.locator('textarea').fill('Deposited 10,000 on Monday');
      await dialog.locator('input[type="file"]').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: ICON },
        { name: 'b.png', mimeType: 'image/png', buffer: ICON },
      ]);
      await dialog.locator('.promo-apply__preview img').nth(1).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}promotion-apply-${name}.png` });
    },
  );
});
