import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  createTestApp,
  createTestMember,
  freePort,
  registerTestVendor,
  type TestApp,
} from '@platform/server/testing';
import { MODULE_ID, errorMessage, validationText, type WhitelabelNode } from '@platform/contract';
import { hasBrowser, launchBrowser } from './support/browser.ts';
import { expectPath, gameTile, namedGame, textOf, uniqueUsername, visible } from './support/app.ts';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
const DESKTOP = { width: 1280, height: 800 } as const;
const PASSWORD = 'start123';
const LIVE = { vassalage: 'ACCTLIVE', displayName: 'Account Live' } as const;

/** Turns one white-label switch on or off in the tree. */
const withSwitch = (nodes: WhitelabelNode[], modId: string, enabled: boolean): WhitelabelNode[] =>
  nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? enabled : node.enabled,
    childrenNodes: withSwitch(node.childrenNodes, modId, enabled),
  }));

describe.skipIf(!hasBrowser)('account flows', () => {
  let app: TestApp;
  let baseURL: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The server's own services and database: the tests read the outbox as a person reads their phone.
    // The port first: the reset link is built from this server's address.
    const port = await freePort();
    app = await createTestApp({
      webDist: WEB_DIST,
      consoleDist: CONSOLE_DIST,
      publicUrl: `http://127.0.0.1:${port}`,
    });
    baseURL = await app.app.listen({ port, host: '127.0.0.1' });
    browser = await launchBrowser();
    await registerTestVendor(app.services, {
      ...LIVE,
      categories: ['LIVE'],
      games: [namedGame('acct-roulette', 'Account Roulette', { gameType: 'LIVE' })],
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser.close();
    await app.close();
  });

  const openPage = async (path: string) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    contexts.push(context);
    await context.addInitScript(() => {
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', 'EN');
    });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };

  /** The newest SMS or email to `recipient`, as its owner would read it. */
  const latestMessage = async (recipient: string) => {
    const { rows } = await app.services.outbox.list({ recipient, pageNum: 1, pageSize: 1 });
    const message = rows[0];
    if (message === undefined) throw new Error(`nothing was sent to ${recipient}`);
    return message.body;
  };

  const codeIn = (body: string) => {
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (code === undefined) throw new Error(`no code in "${body}"`);
    return code;
  };

  /** A member with a password, and optionally a verified mobile number (Japan) and email address. */
  const createMember = async (options: { prefix: string; national?: string; email?: string }) => {
    const username = uniqueUsername(options.prefix);
    await createTestMember(app.services, { username, password: PASSWORD });
    if (options.national !== undefined) {
      await app.db.execute(
        sql`update members set mobile_num = ${options.national}, country_dialing_code = '81',
            mobile_verified_at = now() where username = ${username}`,
      );
    }
    if (options.email !== undefined) {
      await app.db.execute(
        sql`update members set email = ${options.email}, email_verified_at = now() where username = ${username}`,
      );
    }
    return username;
  };

  const header = (page: Page) => page.getByRole('banner');

  const openLogin = async (page: Page) => {
    await header(page).getByRole('button', { name: 'Log in' }).click();
    return visible(page.getByRole('dialog', { name: 'Log in' }));
  };

  const signOut = async (page: Page, username: string) => {
    await header(page).getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Sign out' }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await visible(header(page).getByRole('button', { name: 'Log in' }));
  };

  it('registers by mobile number with the SMS code from the outbox, then is logged in at home', async () => {
    const tree = await app.services.system.getWhitelabel();
    await app.services.system.setWhitelabel(withSwitch(tree, MODULE_ID.REGISTER_PAYMENT_PASSWORD, true));
    try {
      const page = await openPage('/live');
      await header(page).getByRole('button', { name: 'Sign up' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Sign up' }));
      const mobileTab = dialog.getByRole('tab', { name: 'By mobile number' });
      expect(await mobileTab.getAttribute('aria-selected')).toBe('true');
      expect(await dialog.getByLabel('Country code').inputValue()).toBe('81');
      expect(await dialog.getByRole('option', { name: '+81 Japan' }).count()).toBe(1);

      const mobile = dialog.getByLabel('Mobile number', { exact: true });
      const getCode = dialog.getByRole('button', { name: 'Get code' });
      await mobile.fill('090-123');
      await getCode.click();
      await visible(dialog.getByText('Phone number of 10 digits'));
      await expect(latestMessage('+81 9011110001')).rejects.toThrow('nothing was sent');

      await mobile.fill('090-1111-0001');
      await getCode.click();
      await visible(dialog.getByRole('button', { name: /^Resend in \d+ s$/ }));
      const code = codeIn(await latestMessage('+81 9011110001'));

      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('Password', { exact: true }).fill('mobile123');
      await dialog.getByLabel('Confirm password').fill('mobile123');
      await dialog.getByLabel('Payment password').fill('135790');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await visible(dialog.getByText(validationText('termsRequired', 'EN')));
      await dialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
      await dialog.getByRole('button', { name: 'Create account' }).click();

      await dialog.waitFor({ state: 'hidden' });
      await expectPath(page, '/');
      await visible(header(page).getByRole('button', { name: 'm9011110001' }));
      const welcome = await visible(page.getByRole('dialog', { name: 'Welcome, m9011110001!' }));
      await visible(welcome.getByRole('link', { name: 'Open security centre' }));
      await welcome.getByRole('button', { name: 'Got it' }).click();
      await welcome.waitFor({ state: 'hidden' });
    } finally {
      await app.services.system.setWhitelabel(tree);
    }
  });

  it('logs in by SMS code; "remember password" keeps the number, unticked it forgets it', async () => {
    const username = await createMember({ prefix: 'sms', national: '9011110002' });
    const page = await openPage('/');
    let dialog = await openLogin(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Mobile number', { exact: true }).fill('09011110002');
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await visible(dialog.getByRole('button', { name: /^Resend in \d+ s$/ }));
    await dialog.getByLabel('Verification code').fill(codeIn(await latestMessage('+81 9011110002')));
    await dialog.getByLabel('Remember password').check();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(header(page).getByRole('button', { name: username }));

    await page.reload();
    await visible(header(page).getByRole('button', { name: username }));
    await signOut(page, username);

    dialog = await openLogin(page);
    expect(await dialog.getByRole('tab', { name: 'SMS code' }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByLabel('Mobile number', { exact: true }).inputValue()).toBe('09011110002');
    expect(await dialog.getByLabel('Country code').inputValue()).toBe('81');
    expect(await dialog.getByLabel('Remember password').isChecked()).toBe(true);

    // A login with the box unticked forgets the remembered number.
    await dialog.getByRole('tab', { name: 'Username & password' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Remember password').uncheck();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(header(page).getByRole('button', { name: username }));
    await signOut(page, username);
    dialog = await openLogin(page);
    expect(await dialog.getByRole('tab', { name: 'Username & password' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe('');
  });

  it('resets a forgotten password by the emailed link, which works once', async () => {
    const email = `${uniqueUsername('mail')}@example.com`;
    const username = await createMember({ prefix: 'fge', email });
    const page = await openPage('/login');
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await visible(page.getByRole('dialog', { name: 'Forgot password' }));
    expect(await forgot.getByRole('tab', { name: 'By mobile number' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await forgot.getByRole('tab', { name: 'By email' }).click();
    await forgot.getByLabel('Username', { exact: true }).fill(username);
    await forgot.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.waitFor({ state: 'hidden' });
    await visible(page.getByRole('status').getByText(/a reset link is on its way/));

    const link = /https?:\/\/\S+\/resetPassword\?token=\S+/.exec(await latestMessage(email))?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await visible(page.getByRole('heading', { name: 'Reset password', level: 1 }));
    await page.getByLabel('New password', { exact: true }).fill('renewed123');
    await page.getByLabel('Confirm new password').fill('renewed123');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await visible(page.getByText('Your password has been changed. Log in with your new password.'));

    const login = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await login.getByLabel('Username', { exact: true }).fill(username);
    await login.getByLabel('Password', { exact: true }).fill('renewed123');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(header(page).getByRole('button', { name: username }));
    await expectPath(page, '/');

    const again = await openPage(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await again.getByLabel('New password', { exact: true }).fill('another123');
    await again.getByLabel('Confirm new password').fill('another123');
    await again.getByRole('button', { name: 'Save new password' }).click();
    expect(await textOf(again.getByRole('alert'))).toBe(
      'This reset link is invalid or has expired. Links work once and only for a limited time.',
    );
    await visible(again.getByRole('button', { name: 'Request a new link' }));
  });

  it('resets a forgotten password by SMS code and lands logged in at home', async () => {
    const username = await createMember({ prefix: 'fgp', national: '9011110004' });
    const page = await openPage('/live');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await visible(page.getByRole('dialog', { name: 'Forgot password' }));
    await forgot.getByLabel('Mobile number', { exact: true }).fill('9011110004');
    await forgot.getByRole('button', { name: 'Get code' }).click();
    await visible(forgot.getByRole('button', { name: /^Resend in \d+ s$/ }));
    await forgot.getByLabel('Verification code').fill(codeIn(await latestMessage('+81 9011110004')));
    await forgot.getByLabel('New password', { exact: true }).fill('byphone123');
    await forgot.getByLabel('Confirm new password').fill('byphone124');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await visible(forgot.getByText(validationText('confirmMismatch', 'EN')));
    await forgot.getByLabel('Confirm new password').fill('byphone123');
    await forgot.getByRole('button', { name: 'Reset password' }).click();

    await forgot.waitFor({ state: 'hidden' });
    await expectPath(page, '/');
    await visible(header(page).getByRole('button', { name: username }));
  });

  it('makes a member with a flagged default password change it at login, then goes home logged in', async () => {
    const username = await createMember({ prefix: 'force' });
    await app.db.execute(sql`update members set must_change_password = true where username = ${username}`);
    const page = await openPage('/live');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    const change = await visible(page.getByRole('dialog', { name: 'Change password' }));
    expect(await header(page).getByRole('button', { name: username }).count()).toBe(0);
    expect(await change.getByLabel('Current password').count()).toBe(0);
    const newPassword = change.getByLabel('New password', { exact: true });
    await newPassword.fill('x');
    await change.getByLabel('Confirm new password').fill('y');
    await change.getByRole('button', { name: 'Change password and log in' }).click();
    await visible(change.getByText(validationText('confirmMismatch', 'EN')));
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    await newPassword.fill('changed123');
    await change.getByLabel('Confirm new password').fill('changed123');
    await change.getByRole('button', { name: 'Change password and log in' }).click();

    await change.waitFor({ state: 'hidden' });
    await expectPath(page, '/');
    await visible(header(page).getByRole('button', { name: username }));
    await signOut(page, username);
    const again = await openLogin(page);
    await again.getByLabel('Username', { exact: true }).fill(username);
    await again.getByLabel('Password', { exact: true }).fill('changed123');
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await again.waitFor({ state: 'hidden' });
    await visible(header(page).getByRole('button', { name: username }));
    expect(await page.getByRole('dialog', { name: 'Change password' }).count()).toBe(0);
  });

  it('starts a free trial from the login popup; the trial account is refused real play, favourites and the member centre', async () => {
    const page = await openPage('/live');
    await visible(header(page).getByRole('button', { name: 'Free trial' }));
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free trial' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPath(page, '/');
    await visible(header(page).getByText('Trial', { exact: true }));
    await visible(header(page).getByRole('button', { name: 'Create a real account' }));
    expect(await header(page).getByRole('button', { name: 'Free trial' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: /^Welcome/ }).count()).toBe(0);
    // A trial account cannot move money: the header offers no deposit or withdrawal.
    expect(await header(page).getByRole('link', { name: 'Deposit' }).count()).toBe(0);
    expect(await header(page).getByRole('link', { name: 'Withdraw' }).count()).toBe(0);
    const refusal = errorMessage('in_need_true_account', 'EN');

    await page.goto('/live');
    await gameTile(page, 'Account Roulette').getByRole('button', { name: 'Start' }).click();
    let refused = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(refused.locator('.dialog__message'))).toBe(refusal);
    await refused.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/live');
    await refused.waitFor({ state: 'detached' });

    const star = gameTile(page, 'Account Roulette').getByRole('button', { name: 'Favourite' });
    await star.click();
    refused = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(refused.locator('.dialog__message'))).toBe(refusal);
    await refused.getByRole('button', { name: 'Confirm' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    await page.goto('/member');
    refused = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(refused.locator('.dialog__message'))).toBe(refusal);
    await refused.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/');

    await header(page).getByRole('button', { name: 'Create a real account' }).click();
    await visible(page.getByRole('dialog', { name: 'Sign up' }));
  });

  it('asks for a code on a login from a new device and logs in once it is answered', async () => {
    const email = `${uniqueUsername('dev')}@example.com`;
    const username = await createMember({ prefix: 'device', national: '9011110006', email });
    const member = await app.services.members.findByUsername(username);
    // The member has logged in before, but only from elsewhere: 127.0.0.1 is a new device.
    await app.db.execute(
      sql`insert into login_history (member_id, ip, success, method) values (${member?.id}, '203.0.113.7', true, 'PASSWORD')`,
    );

    const page = await openPage('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    await visible(dialog.getByRole('heading', { name: 'New device check' }));
    expect(await header(page).getByRole('button', { name: username }).count()).toBe(0);
    await visible(dialog.getByText('+81 90****0006', { exact: true }));
    await dialog.getByLabel('Code by email').check();
    await visible(dialog.getByText(/^The code will be sent to de\*\*\*@example\.com\.$/));
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await visible(dialog.getByRole('button', { name: /^Resend in \d+ s$/ }));
    const code = codeIn(await latestMessage(email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answer = dialog.getByLabel('Verification code');
    await answer.fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
    await visible(dialog.getByText(errorMessage('verification_code_invalid', 'EN')));
    expect(await answer.getAttribute('aria-invalid')).toBe('true');

    await answer.fill(code);
    await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(header(page).getByRole('button', { name: username }));
  });
});
