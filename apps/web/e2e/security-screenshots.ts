/**
 * Captures the security centre on a phone and a desktop, dark (Japanese) and light (English):
 * the whole page for a member with a saved profile, a bound mobile number, a second device and
 * login history, then the authenticator set-up step with its QR code and the open mobile form,
 * into /screenshots/security (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/security-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startTestServer } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { createOutboxReader } from './support/outbox.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/security/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const MEMBER = { username: 'shotsecure', password: 'secret123' };
/** A phone of its own, so Chrome on Android shows in the devices list. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();
const outbox = createOutboxReader(() => server.url);

const logIn = async (page: Page) => {
  await page.goto('/login');
  const dialog = page.locator('dialog.dialog');
  await dialog.locator('input[name="username"]').fill(MEMBER.username);
  await dialog.locator('input[name="password"]').fill(MEMBER.password);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden' });
  const token = await page.waitForFunction(() => sessionStorage.getItem('token'));
  return String(await token.jsonValue());
};

const call = async (page: Page, method: 'POST' | 'PUT', path: string, data: unknown) => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.fetch(path, { method, headers: { Authorization: token ?? '' }, data });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body.value;
};

/** The member: a saved profile and a verified mobile number, logged in on a phone too. */
const prepareMember = async (): Promise<string> => {
  await server.createMember(MEMBER);
  const phone = await browser.newContext({ baseURL: server.url, userAgent: PHONE_AGENT });
  await logIn(await phone.newPage());
  const setup = await browser.newContext({ baseURL: server.url });
  const page = await setup.newPage();
  const token = await logIn(page);
  await call(page, 'PUT', '/wps/member/profile', {
    nickname: 'Sakura',
    fullName: 'Hanako Yamada',
    birthday: '1990-04-15',
    line: 'hanako_line',
  });
  const mobile = { countryDialingCode: '81', mobileNum: '09012345678' };
  await call(page, 'POST', '/wps/verification/sms/bind', mobile);
  const verificationCode = await outbox.latestCode('SMS', '9012345678');
  await call(page, 'PUT', '/wps/member/mobile', { ...mobile, verificationCode, password: MEMBER.password });
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

try {
  const token = await prepareMember();
  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of STYLES) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        (stored) => {
          localStorage.setItem('theme', stored.theme);
          localStorage.setItem('lang', stored.language);
          sessionStorage.setItem('token', stored.token);
          sessionStorage.setItem('username', stored.username);
          sessionStorage.setItem('isAgent', 'false');
        },
        { theme, language, token, username: MEMBER.username },
      );
      const page = await context.newPage();
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      await page.goto('/member/securityCenter');
      await page.locator('.page__title').waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT_DIR}security-${name}.png`, fullPage: true });

      const totp = page.locator('section[aria-labelledby="security-totp-title"]');
      await totp.locator('button').first().click();
      await totp.locator('input[type="password"]').fill(MEMBER.password);
      await totp.locator('button[type="submit"]').click();
      await totp.locator('svg[role="img"]').waitFor();
      await totp.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await totp.screenshot({ path: `${OUT_DIR}security-totp-${name}.png` });

      const mobile = page.locator('section[aria-labelledby="security-mobile-title"]');
      await mobile.locator('button').first().click();
      await mobile.locator('form').waitFor();
      await mobile.locator('button[type="submit"]').click();
      await mobile.locator('.field__error').first().waitFor();
      await mobile.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await mobile.screenshot({ path: `${OUT_DIR}security-mobile-${name}.png` });

      await context.close();
      process.stdout.write(`saved security centre ${name}\n`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
