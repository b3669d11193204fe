/**
 * Captures invite friends (overview with link and QR code, the programme's rules, the reward records
 * with their claim status, the invitation list) on a phone and a desktop, dark (Japanese) and light
 * (English), for the demo member with the demo programme's invitees (`seedDemoReferral`: two
 * qualified, one waiting, one refused; one reward claimed), into /screenshots/referral (git-ignored).
 * Run after `npm run build -w @platform/web`: `npx tsx apps/web/e2e/referral-screenshots.ts`.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoReferral } from '@platform/server/testing';
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

const shots = await startScreenshots('referral', onTestApp());
const { outDir } = shots;

await shots.run(async () => {
  if ((await seedDemoReferral(shots.server.services)).length === 0) throw new Error('no demo referral data');
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), DEMO_ACCOUNTS.member, DEMO_PASSWORD);
  await setup.close();
  await shots.eachLook(
    'referral',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: DEMO_ACCOUNTS.member, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/referral');
      await page.locator('.referral__qr').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}overview-${name}.png`, fullPage: true });
      const tabs = page.locator('.referral__tabs [role="tab"]');
      await tabs.nth(1).click();
      await settled(page);
      await page.screenshot({ path: `${outDir}rewards-${name}.png`, fullPage: true });
      await tabs.nth(3).click();
      await page.locator('.referral__panel .badge').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}records-${name}.png`, fullPage: true });
      await tabs.nth(4).click();
      await page.locator('.referral__status').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}invitees-${name}.png`, fullPage: true });
    },
  );
});
