/**
 * Captures the points mall (`/pointMall`) on a phone and a desktop, dark (Japanese) and light
 * (English), for the demo member with the demo mall (`seedDemoPointMall`) and the demo rates
 * (`seedDemoPointsEarning`): each tab (the items, the redeem dialog of goods, the notice of a
 * redemption with its bar running down before it closes by itself, the redeem history with the
 * redemptions in process, the points details after a purchase, the rates and rules, buying points
 * with the cost of what is typed), into /screenshots/point-mall (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/point-mall-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fundTestMember } from '@platform/server/testing';
import { seedDemoPointMall } from '../../server/src/seed/demo-point-mall.ts';
import { seedDemoPointsEarning } from '../../server/src/seed/demo-points-earning.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  settled,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const MEMBER = { username: 'demomember', password: 'demo1234' };
const PAY = '135790';

const shots = await startScreenshots('point-mall', onTestApp());
const { outDir } = shots;
const { services } = shots.server;

/** Opens the tab at `index` (items, history, details, rates, buy) once the page has settled. */
const openTab = async (page: Page, index: number) => {
  await page.locator('[role="tab"]').nth(index).click();
  await settled(page);
};

await shots.run(async () => {
  await seedDemoPointMall(services);
  await seedDemoPointsEarning(services);
  const member = await services.members.findByUsername(MEMBER.username);
  if (!member) throw new Error('no demo member');
  await services.withdrawals.setPaymentPassword(member.id, { newPassword: PAY, confirmPassword: PAY }, 'EN');
  const mug = (await services.pointMall.items('GIFT', 'EN')).list.find((item) =>
    item.name.startsWith('Branded mug'),
  );
  if (!mug) throw new Error('no demo mug');
  await services.pointMall.redeem(
    member.id,
    {
      requestId: randomUUID(),
      itemId: mug.id,
      quantity: 1,
      redeemType: 'POINTS',
      paymentPassword: PAY,
      receiverName: 'Demo Member',
      receiverAddress: '1-2-3 Shibuya, Tokyo',
      receiverPhone: '+81 90 0000 0000',
    },
    'EN',
  );
  await fundTestMember(services, MEMBER.username, '5000');
  await services.pointsEarning.buy(member.id, {
    requestId: randomUUID(),
    points: 1500,
    paymentPassword: PAY,
  });
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'point-mall',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/pointMall');
      await page.locator('.point-item').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}items-${name}.png`, fullPage: true });
      await page.locator('.point-item').nth(1).locator('button').click();
      await page.locator('dialog[open]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}redeem-${name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      await page
        .locator('.point-item')
        .filter({ hasText: /Branded mug|ブランドマグカップ/ })
        .locator('button')
        .click();
      const form = page.locator('dialog[open] form');
      await form.locator('input[name="receiverName"]').fill('Demo Member');
      await form.locator('input[name="receiverAddress"]').fill('1-2-3 Shibuya, Tokyo');
      await form.locator('input[name="receiverPhone"]').fill('+81 90 0000 0000');
      await form.locator('input[name="paymentPassword"]').fill(PAY);
      await form.locator('button[type="submit"]').click();
      await page.locator('dialog[open] .dialog__countdown').waitFor();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${outDir}redeemed-${name}.png` });
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      await page.locator('[role="tab"]').nth(1).click();
      await page.locator('.point-mall__history tbody tr').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}history-${name}.png`, fullPage: true });
      await openTab(page, 2);
      await page.locator('table tbody tr').first().waitFor();
      await page.screenshot({ path: `${outDir}details-${name}.png`, fullPage: true });
      await openTab(page, 3);
      await page.locator('.points-rates__table').waitFor();
      await page.screenshot({ path: `${outDir}rates-${name}.png`, fullPage: true });
      await openTab(page, 4);
      await page.locator('form.points-buy input').first().fill('250');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}buy-${name}.png`, fullPage: true });
    },
  );
});
