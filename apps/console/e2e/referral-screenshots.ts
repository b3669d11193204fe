/**
 * Captures the console's invite friends page (the programme and the invitee list with its filter
 * bar, then filtered by inviter, status and registration days, and a refused range) on a desktop,
 * dark (Japanese) and light (English), with the demo programme's invitees (`seedDemoReferral`), into
 * /screenshots/console-referral (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/referral-screenshots.ts`.
 */
import { DEMO_ACCOUNTS, seedDemoReferral } from '@platform/server/testing';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestApp,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, signInThroughApi } from './support/console.ts';

const shots = await startScreenshots('console-referral', onTestApp({ withConsole: true }));
const { outDir } = shots;

await shots.run(async () => {
  if ((await seedDemoReferral(shots.server.services)).length === 0) throw new Error('no demo referral data');
  const token = await signInThroughApi(shots, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const { timeZone } = await shots.server.services.system.getSiteSetting();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  await shots.eachLook(
    'console referral',
    { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/referral');
      await page.locator('.referral-admin__form').waitFor();
      await page.locator('.table-wrap tbody tr').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}referral-${name}.png`, fullPage: true });

      const filters = page.locator('form[role="search"]');
      await filters.locator('input').nth(0).fill(DEMO_ACCOUNTS.member);
      await filters.locator('select').selectOption('QUALIFIED');
      await filters.locator('input[type="date"]').nth(0).fill(today);
      await filters.locator('input[type="date"]').nth(1).fill(today);
      await filters.locator('button[type="submit"]').click();
      await page.waitForURL(/status=QUALIFIED/);
      await settled(page);
      // The sticky header stays where the page was scrolled to in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${outDir}filtered-${name}.png`, fullPage: true });

      await filters.locator('input[type="date"]').nth(0).fill(today);
      await filters.locator('input[type="date"]').nth(1).fill('2020-01-01');
      await filters.locator('button[type="submit"]').click();
      await filters.locator('.field__error, [role="alert"]').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${outDir}refused-range-${name}.png`, fullPage: true });
    },
  );
});
