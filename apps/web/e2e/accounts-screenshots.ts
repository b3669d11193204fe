/**
 * Captures the account modals (login by username and by SMS code, mobile registration, forgot
 * password by mobile and by email, the new-device check, the forced password change, a refused
 * code), the reset-password page, the first-login welcome and the trial header, on a phone and a
 * desktop, into /screenshots/accounts (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/accounts-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { createTestMember } from '@platform/server/testing';
import { onTestApp, startScreenshots, webStored } from './support/screenshots.ts';

const STYLES = [
  { name: 'phone', width: 390, height: 844, theme: 'dark', language: 'JA' },
  { name: 'desktop', width: 1440, height: 900, theme: 'light', language: 'EN' },
] as const;
const PASSWORD = 'start123';

const shots = await startScreenshots('accounts', onTestApp({ withConsole: true }));
const { server: app, outDir } = shots;
let serial = 0;

/** A member with a verified mobile number and email who has logged in before, from elsewhere. */
const createMember = async (prefix: string, options: { mustChange?: boolean } = {}) => {
  serial += 1;
  const username = `${prefix}${serial}`;
  const national = `90222${String(serial).padStart(5, '0')}`;
  const member = await createTestMember(app.services, { username, password: PASSWORD });
  await app.db.execute(
    sql`update members set mobile_num = ${national}, country_dialing_code = '81', mobile_verified_at = now(),
        email = ${`${username}@example.com`}, email_verified_at = now(),
        must_change_password = ${options.mustChange === true} where id = ${member.id}`,
  );
  await app.db.execute(
    sql`insert into login_history (member_id, ip, success, method) values (${member.id}, '203.0.113.9', true, 'PASSWORD')`,
  );
  return { username, national };
};

await shots.run(async () => {
  for (const style of STYLES) {
    const context = await shots.newContext(style, webStored(style));
    const isJa = style.language === 'JA';
    const shot = async (page: Page, name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${outDir}${name}-${style.name}.png` });
    };
    const dialog = (page: Page) => page.locator('dialog[open]').last();
    const fresh = async (path: string) => {
      await context.clearCookies();
      const page = await context.newPage();
      await page.goto(path);
      return page;
    };

    /** A fresh login popup, sent with `username` and the password. */
    const logInOnFresh = async (username: string) => {
      const page = await fresh('/login');
      await dialog(page)
        .getByLabel(isJa ? 'ユーザー名' : 'Username', { exact: true })
        .fill(username);
      await dialog(page)
        .getByLabel(isJa ? 'パスワード' : 'Password', { exact: true })
        .fill(PASSWORD);
      await dialog(page)
        .getByRole('button', { name: isJa ? 'ログイン' : 'Log in', exact: true })
        .click();
      return page;
    };

    let page = await fresh('/login');
    await dialog(page).waitFor();
    await shot(page, 'login-username');
    await dialog(page)
      .getByRole('tab', { name: isJa ? 'SMSコード' : 'SMS code' })
      .click();
    await dialog(page)
      .getByLabel(isJa ? '携帯電話番号' : 'Mobile number', { exact: true })
      .fill('09022299999');
    await dialog(page)
      .getByRole('button', { name: isJa ? 'コードを取得' : 'Get code' })
      .click();
    await dialog(page)
      .getByRole('button', { name: /秒後に再送信|Resend in/ })
      .waitFor();
    await shot(page, 'login-sms');
    await page.close();

    page = await fresh('/register');
    await dialog(page).waitFor();
    await dialog(page)
      .getByRole('button', { name: isJa ? 'アカウントを作成' : 'Create account' })
      .click();
    await shot(page, 'register-mobile');
    await dialog(page)
      .getByRole('tab', { name: isJa ? 'ユーザー名で登録' : 'By username' })
      .click();
    await shot(page, 'register-username');
    await page.close();

    // A second code to the same number within a minute is refused: the warning dialog.
    const refusedNumber = `09033${style.width}000`.slice(0, 11);
    page = await fresh('/register');
    await dialog(page)
      .getByLabel(isJa ? '携帯電話番号' : 'Mobile number', { exact: true })
      .fill(refusedNumber);
    for (let press = 0; press < 2; press++) {
      if (press === 1) {
        await page.reload();
        await dialog(page)
          .getByLabel(isJa ? '携帯電話番号' : 'Mobile number', { exact: true })
          .fill(refusedNumber);
      }
      await dialog(page)
        .getByRole('button', { name: isJa ? 'コードを取得' : 'Get code' })
        .click();
      if (press === 0)
        await dialog(page)
          .getByRole('button', { name: /秒後に再送信|Resend in/ })
          .waitFor();
    }
    await page
      .getByRole('dialog', { name: isJa ? 'コードを送信できませんでした' : 'Code not sent' })
      .waitFor();
    await shot(page, 'code-refused');
    await page.close();

    page = await fresh('/login');
    await dialog(page)
      .getByRole('button', { name: isJa ? 'パスワードをお忘れですか？' : 'Forgot password?' })
      .click();
    await page.getByRole('dialog', { name: isJa ? 'パスワードの再設定' : 'Forgot password' }).waitFor();
    await shot(page, 'forgot-mobile');
    await dialog(page)
      .getByRole('tab', { name: isJa ? 'メールで再設定' : 'By email' })
      .click();
    await shot(page, 'forgot-email');
    await page.close();

    const device = await createMember('shotdevice');
    page = await logInOnFresh(device.username);
    await dialog(page)
      .getByRole('heading', { name: isJa ? '新しい端末の確認' : 'New device check' })
      .waitFor();
    await shot(page, 'new-device-check');
    await page.close();

    const forced = await createMember('shotforce', { mustChange: true });
    await app.db.execute(sql`delete from login_history where ip = '203.0.113.9'`);
    page = await logInOnFresh(forced.username);
    await page.getByRole('dialog', { name: isJa ? 'パスワードの変更' : 'Change password' }).waitFor();
    await shot(page, 'change-password');
    await dialog(page)
      .getByLabel(isJa ? '新しいパスワード' : 'New password', { exact: true })
      .fill('changed123');
    await dialog(page)
      .getByLabel(isJa ? '新しいパスワード（確認）' : 'Confirm new password')
      .fill('changed123');
    await dialog(page)
      .getByRole('button', { name: isJa ? '変更してログイン' : 'Change password and log in' })
      .click();
    await page.getByRole('dialog', { name: new RegExp(isJa ? 'ようこそ' : 'Welcome') }).waitFor();
    await shot(page, 'welcome');
    await page.close();

    page = await fresh('/resetPassword?token=unknown');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'reset-password');
    await page.getByLabel(isJa ? '新しいパスワード' : 'New password', { exact: true }).fill('renewed123');
    await page.getByLabel(isJa ? '新しいパスワード（確認）' : 'Confirm new password').fill('renewed123');
    await page.getByRole('button', { name: isJa ? '新しいパスワードを保存' : 'Save new password' }).click();
    await page.getByRole('alert').waitFor();
    await shot(page, 'reset-link-invalid');
    await page.close();

    page = await fresh('/login');
    await dialog(page)
      .getByRole('button', { name: isJa ? '無料体験' : 'Free trial' })
      .click();
    await page
      .getByRole('banner')
      .getByText(isJa ? '体験中' : 'Trial', { exact: true })
      .waitFor();
    await shot(page, 'trial-header');
    await page.close();
    await context.close();
  }
});
