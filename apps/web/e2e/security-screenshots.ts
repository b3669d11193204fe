/**
 * Captures the security centre on a phone and a desktop, dark (Japanese) and light (English):
 * the whole page for a member with a saved profile, a bound mobile number, a second device and
 * login history, then the authenticator set-up step with its QR code and the open mobile form,
 * into /screenshots/security (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/security-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { callAsMember } from './support/app.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestServer,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';
import { createOutboxReader } from './support/outbox.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const MEMBER = { username: 'shotsecure', password: 'secret123' };
/** A phone of its own, so Chrome on Android shows in the devices list. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const shots = await startScreenshots('security', onTestServer());
const { server, outDir } = shots;
const outbox = createOutboxReader(() => server.url);

const logIn = (page: Page) => logInForToken(page, MEMBER.username, MEMBER.password);

/** The member: a saved profile and a verified mobile number, logged in on a phone too. */
const prepareMember = async (): Promise<string> => {
  await server.createMember(MEMBER);
  const phone = await shots.browser.newContext({ baseURL: server.url, userAgent: PHONE_AGENT });
  await logIn(await phone.newPage());
  const setup = await shots.browser.newContext({ baseURL: server.url });
  const page = await setup.newPage();
  const token = await logIn(page);
  await callAsMember(page, 'PUT', '/wps/member/profile', {
    nickname: 'Sakura',
    fullName: 'Hanako Yamada',
    birthday: '1990-04-15',
    line: 'hanako_line',
  });
  const mobile = { countryDialingCode: '81', mobileNum: '09012345678' };
  await callAsMember(page, 'POST', '/wps/verification/sms/bind', mobile);
  const verificationCode = await outbox.latestCode('SMS', '9012345678');
  await callAsMember(page, 'PUT', '/wps/member/mobile', {
    ...mobile,
    verificationCode,
    password: MEMBER.password,
  });
  // The browser contexts close, the sessions stay: the setup one is what every screenshot uses.
  await setup.close();
  await phone.close();
  return token;
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  const token = await prepareMember();
  await shots.eachLook(
    'security centre',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/securityCenter');
      await page.locator('.page__title').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}security-${name}.png`, fullPage: true });

      const totp = page.locator('section[aria-labelledby="security-totp-title"]');
      await totp.locator('button').first().click();
      await totp.locator('input[type="password"]').fill(MEMBER.password);
      await totp.locator('button[type="submit"]').click();
      await totp.locator('svg[role="img"]').waitFor();
      await totp.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await totp.screenshot({ path: `${outDir}security-totp-${name}.png` });

      const mobile = page.locator('section[aria-labelledby="security-mobile-title"]');
      await mobile.locator('button').first().click();
      await mobile.locator('form').waitFor();
      await mobile.locator('button[type="submit"]').click();
      await mobile.locator('.field__error').first().waitFor();
      await mobile.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await mobile.screenshot({ path: `${outDir}security-mobile-${name}.png` });
    },
  );
});
