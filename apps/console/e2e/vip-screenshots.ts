/**
 * Captures the console's VIP pages (the ranks, a rank's form, the rank changes and the manual rank
 * dialog) on a desktop, dark (Japanese) and light (English), over the demo ranks and members who
 * climbed, were set by hand and dropped, into /screenshots/console-vip (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/vip-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import { createTestMember } from '@platform/server/testing';
import { createStaffAndLogin } from '../../server/src/testing/console.ts';
import { seedDemoVip } from '../../server/src/seed/demo-vip.ts';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestApp,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';

const shots = await startScreenshots('console-vip', onTestApp({ withConsole: true }));
const { outDir } = shots;
const { services, db } = shots.server;

/** The demo ranks; a member who deposited to Bronze, two set by hand, one of them lowered again. */
const prepare = async () => {
  await seedDemoVip(services);
  const admin = await services.staff.findByUsername('demoadmin');
  if (!admin) throw new Error('the test app has no demo administrator');
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const climber = await createTestMember(services, { username: 'shotclimber', password: 'secret123' });
  await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
    values ('deposit.credited', ${climber.id}, ${new Date(Date.now() - 60_000).toISOString()}::timestamptz,
      ${JSON.stringify({ orderId: 9100, amount: '150000' })}::jsonb)`);
  await services.statistics.drain();
  await services.vip.overview(climber.id);
  for (const username of ['shotguest', 'shotloyal']) {
    await createTestMember(services, { username, password: 'secret123' });
  }
  await services.vip.setRank(actor, {
    account: 'shotguest',
    level: 3,
    note: '招待イベントのゲスト / event guest',
  });
  await services.vip.setRank(actor, { account: 'shotloyal', level: 4, note: 'Long-standing customer' });
  await services.vip.setRank(actor, {
    account: 'shotloyal',
    level: 2,
    note: 'Corrected: set one rank too high',
  });
};

await shots.run(async () => {
  await prepare();
  const token = await createStaffAndLogin(shots.server, 'shotvipadmin', 'ADMIN');
  await shots.eachLook(
    'console vip',
    { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/vip');
      await page.locator('.vip__label').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}ranks-${name}.png`, fullPage: true });
      await page.locator('.row-actions button').nth(2).click();
      await page.locator('dialog .vip__salary, dialog .vip__targets').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}rank-form-${name}.png`, fullPage: false });
      await page.locator('dialog .vip__targets').first().scrollIntoViewIfNeeded();
      await page.locator('dialog .dialog__actions').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${outDir}rank-form-end-${name}.png`, fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto('/console/rewards/vip/changes');
      await page.locator('.table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}changes-${name}.png`, fullPage: true });
      await page.locator('.page-header__actions button').click();
      await page.locator('dialog select').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}set-rank-${name}.png`, fullPage: false });
    },
  );
});
