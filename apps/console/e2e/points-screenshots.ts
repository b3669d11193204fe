/**
 * Captures the console's points pages on a desktop, dark (Japanese) and light (English), into
 * /screenshots/console-points (git-ignored): the points rates the demo administrator set
 * (`seedDemoPointsEarning`), and the points mall (`seedDemoPointMall`) with the demo member's
 * redemptions waiting and approved, its items, and an item's form with its picture through the media
 * uploader. Run after `npm run build -w @platform/web -w @platform/console`:
 * `npx tsx apps/console/e2e/points-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import { fundTestMember } from '@platform/server/testing';
import { seedDemoPointMall } from '../../server/src/seed/demo-point-mall.ts';
import { seedDemoPointsEarning } from '../../server/src/seed/demo-points-earning.ts';
import { createStaffAndLogin } from '../../server/src/testing/console.ts';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestApp,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';

const MEMBER = 'demomember';
const PAY = '135790';

const shots = await startScreenshots('console-points', onTestApp({ withConsole: true }));
const { server: app, outDir } = shots;
const { services } = app;

await shots.run(async () => {
  await seedDemoPointsEarning(services);
  await seedDemoPointMall(services);
  const token = await createStaffAndLogin(app, 'shotpoints', 'ADMIN');
  const staff = await services.staff.findByUsername('shotpoints');
  const member = await services.members.findByUsername(MEMBER);
  if (!staff || !member) throw new Error('no staff or demo member');
  await fundTestMember(services, MEMBER, '500');
  await services.withdrawals.setPaymentPassword(member.id, { newPassword: PAY, confirmPassword: PAY }, 'EN');
  const items = (await services.pointMall.items(undefined, 'EN')).list;
  const redeem = async (name: string, extra: Record<string, unknown> = {}) => {
    const item = items.find((one) => one.name.startsWith(name));
    if (!item) throw new Error(`no demo item ${name}`);
    const done = await services.pointMall.redeem(
      member.id,
      {
        requestId: randomUUID(),
        itemId: item.id,
        quantity: 1,
        redeemType: 'POINTS',
        paymentPassword: PAY,
        ...extra,
      },
      'EN',
    );
    const listed = await services.pointMall.admin.redemptions({ pageNum: 1, pageSize: 100 });
    const row = listed.list.find((one) => one.referenceNo === done.redemption.referenceNo);
    if (!row) throw new Error(`redemption ${done.redemption.referenceNo} not listed`);
    return row.id;
  };
  const receiver = {
    receiverName: 'Demo Member',
    receiverAddress: '1-2-3 Shibuya, Tokyo',
    receiverPhone: '+81 90 0000 0000',
  };
  const actor = { staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
  await redeem('Branded mug', receiver);
  const shipped = await redeem('Branded mug', receiver);
  await services.pointMall.admin.approve(actor, shipped, null);
  await services.pointMall.admin.ship(actor, shipped, 'Japan Post JP123456789');
  const chips = items.find((one) => one.kind === 'GAME_MONEY');
  if (chips) await redeem(chips.name);

  await shots.eachLook(
    'console points',
    { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/points-rates');
      await page.locator('.points-settings__form input').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}rates-${name}.png`, fullPage: true });

      await page.goto('/console/rewards/points-mall');
      await page.locator('.table tbody tr td').first().waitFor();
      await page.locator('.tabbed-page__toolbar select').selectOption('');
      await page.locator('.table tbody tr').nth(2).waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}mall-redemptions-${name}.png`, fullPage: true });
      await page.locator('.tabbed-page__tab').nth(1).click();
      await page.locator('.table tbody tr').nth(1).waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}mall-items-${name}.png`, fullPage: true });
      await page.locator('.table tbody tr').first().locator('.tabbed-page__actions .btn').first().click();
      await page.locator('dialog[open] .image-upload').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${outDir}mall-item-form-${name}.png` });
    },
  );
});
