import { describe, expect, it } from 'vitest';
import { errorMessage } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  enterPassword,
  expectDashboard,
  expectPath,
  navLinks,
  textOf,
  tokenOf,
  totpCode,
  useConsoleSuite,
  visible,
  waitForNextTotpStep,
  REWARDS_PAGES,
  LOTTERY_PAGES,
} from './support/console.ts';

const ALL_PAGES = [
  'Dashboard',
  'Members',
  'Feedback inbox',
  'Agent tree',
  'Agent policy',
  'Agent transfers',
  'Contracts',
  'Settlements',
  'Settlement runs',
  'Contract policies',
  ...REWARDS_PAGES,
  ...LOTTERY_PAGES,
  'Deposits',
  'Withdrawals',
  'Deposit channels',
  'Withdrawal limits',
  'Vendors',
  'Game list',
  'Banners',
  'Notices & marquee',
  'Announcements',
  'Popups',
  'Help articles',
  'Hot matches',
  'Avatar icons',
  'Live hosts',
  'System status',
  'Module switches',
  'Registration fields',
  'Profile fields',
  'Site',
  'Mirror domains',
  'Game shortcuts',
  'Resources & analytics',
  'Member types',
  'Downloads & links',
  'Audit log',
  'Outbox',
  'Staff',
  'My account',
];

describe.skipIf(!hasBrowser)('console sign-in', () => {
  const suite = useConsoleSuite();

  it('speaks Japanese by default', async () => {
    const page = await suite.openPage('/console/', { language: null });
    await expectPath(page, '/console/login');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('コンソールにログイン');
    await page.getByRole('button', { name: 'English' }).click();
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Sign in to the console');
    expect(await page.evaluate(() => localStorage.getItem('console.lang'))).toBe('EN');
  });

  it('enrols the administrator on first sign-in, then signs in with the code alone', async () => {
    const page = await suite.openPage('/console/members');
    await expectPath(page, '/console/login');

    await enterPassword(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Set up two-factor authentication' }));
    const qrCode = await visible(page.getByRole('img', { name: /QR code/ }));
    expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await textOf(page.getByLabel('Key for manual entry'))).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const code = await totpCode(secret);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Authenticator code').fill(wrongCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await textOf(page.getByText(errorMessage('totp_invalid', 'EN')))).toBeTruthy();

    await page.getByLabel('Authenticator code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back where the guard found the visitor: the members page.
    await visible(page.getByRole('heading', { level: 1, name: 'Members' }));
    await expectPath(page, '/console/members');
    expect(await navLinks(page)).toEqual(ALL_PAGES);
    expect(await tokenOf(page)).toMatch(/\S{20,}/);

    // The token lives in session storage: a reload keeps the session.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Members' }));

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/console/login');
    await visible(page.getByText('You have signed out.'));
    expect(await tokenOf(page)).toBeNull();

    // Enrolled now: the second sign-in asks for the code only, from a fresh 30-second step.
    await waitForNextTotpStep();
    await enterPassword(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await visible(page.getByRole('heading', { name: 'Two-factor authentication' }));
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.getByLabel('Key for manual entry').count()).toBe(0);
    await page.getByLabel('Authenticator code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectDashboard(page);
    expect(await textOf(page.getByText('Signed in as demoadmin (Administrator).'))).toBeTruthy();

    // The enrolment is in the audit log, with the value before and after.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const filters = await visible(page.getByRole('search', { name: 'Audit filters' }));
    await filters.getByLabel('Action').fill('staff.totp_enrol');
    await filters.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Audit entries' }).locator(':scope > tbody > tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = await textOf(rows.first());
    expect(row).toContain('Authenticator enrolled');
    expect(row).toContain('Staff #');
    expect(await textOf(rows.first().getByRole('table', { name: 'Changed fields' }).locator('tbody'))).toBe(
      'totpEnrolled\tfalse\ttrue',
    );
  });

  it('says the session expired when the gateway no longer knows the token', async () => {
    const context = await suite.openContext();
    await context.addInitScript(() => sessionStorage.setItem('console.token', 'no-such-session'));
    const page = await context.newPage();
    await page.goto('/console/audit');
    await expectPath(page, '/console/login');
    await visible(page.getByText('Your session has expired. Please sign in again.'));
  });

  it('refuses a wrong password with the gateway message, then asks for the captcha until the right one', async () => {
    const page = await suite.openPage('/console/login');
    await enterPassword(page, DEMO_ADMIN.username, 'not-the-password');
    expect(await textOf(page.getByRole('alert'))).toBe(errorMessage('login_failed', 'EN'));

    // The failure asks for the captcha: a picture drawn by the gateway, its proof of work solved by the page.
    const captcha = await visible(page.getByLabel('Captcha', { exact: true }));
    const image = await visible(page.getByRole('img', { name: /captcha/i }));
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await captcha.fill('WRONG');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByText(errorMessage('captcha_incorrect', 'EN')));

    // A new picture replaces the spent one; with its answer the right password goes on to the code.
    await visible(page.getByRole('img', { name: /captcha/i }));
    await captcha.fill(TEST_CAPTCHA);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByLabel('Authenticator code', { exact: true }));
  });
});
