import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { errorMessage, validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  MEMBER_PASSWORD,
  expectPath,
  logInFromHeader,
  logInNewMember,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';
import { createOutboxReader } from './support/outbox.ts';

const TOTP_STEP_MS = 30_000;

/** The gateway takes each authenticator step once: a new login waits for the step after the last code. */
const waitForNextTotpStep = async () => {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  await new Promise((resolve) => setTimeout(resolve, left + 1_000));
};

const openSecurityCentre = async (page: Page) => {
  await page.goto('/member/securityCenter');
  await visible(page.getByRole('heading', { name: 'Security centre', level: 1 }));
};

const signOut = async (page: Page, username: string) => {
  await page.getByRole('banner').getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Sign out' }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await visible(page.getByRole('banner').getByRole('button', { name: 'Log in' }));
};

describe.skipIf(!hasBrowser)('security centre', () => {
  const suite = useBrowserSuite();
  const outbox = createOutboxReader(() => suite.server.url);

  it('saves the profile with the age check, binds a mobile number by SMS code and enrols an authenticator that the next login asks for', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'sec' });
    await openSecurityCentre(page);

    // An under-age birthday is refused with the spec's message; what was typed stays.
    const profile = page.getByRole('region', { name: 'Profile', exact: true });
    const birthday = profile.getByLabel('Date of birth', { exact: true });
    const underAge = `${new Date().getFullYear() - 10}-06-15`;
    await profile.getByLabel('Nickname', { exact: true }).fill('Sakura');
    await profile.getByLabel('Full name', { exact: true }).fill('Taro Yamada');
    await birthday.fill(underAge);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const ageMessage = validationText('ageConfirm', 'EN').replace('{n}', '18');
    await visible(profile.getByText(ageMessage));
    expect(await birthday.getAttribute('aria-invalid')).toBe('true');
    expect(await profile.getByLabel('Nickname', { exact: true }).inputValue()).toBe('Sakura');

    // A real adult's birthday is saved, and after a reload full name and birthday are set for good.
    await birthday.fill('1990-04-15');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByText('Your profile was saved.'));
    await page.reload();
    await visible(birthday);
    expect(await birthday.inputValue()).toBe('1990-04-15');
    expect(await birthday.getAttribute('readonly')).not.toBeNull();
    expect(await profile.getByLabel('Full name', { exact: true }).inputValue()).toBe('Taro Yamada');
    expect(await profile.getByLabel('Nickname', { exact: true }).inputValue()).toBe('Sakura');
    expect(await profile.getByText('Set. To change it, contact customer service.').count()).toBe(2);

    // Binding a mobile number: the code comes by SMS (read from the outbox, as from a phone).
    const mobile = page.getByRole('region', { name: 'Mobile number', exact: true });
    expect(await textOf(mobile)).toContain('Not bound');
    await mobile.getByLabel('Country code').selectOption('81');
    await mobile.getByLabel('Mobile number', { exact: true }).fill('090-2468-1357');
    await mobile.getByRole('button', { name: 'Get code' }).click();
    await visible(mobile.getByRole('button', { name: /Resend in/ }));
    await visible(mobile.getByText('Code sent to +81 90****1357'));
    const code = await outbox.latestCode('SMS', '9024681357');
    await mobile.getByLabel('Verification code').fill(code);
    await mobile.getByLabel('Login password').fill(MEMBER_PASSWORD);
    await mobile.getByRole('button', { name: 'Bind mobile number' }).click();
    await visible(mobile.getByText('Your mobile number was verified and saved.'));
    expect(await textOf(mobile)).toMatch(/\+81 90\*+1357\s*Verified/);

    // The authenticator: password, QR code and key, then the first code from the "app".
    const totp = page.getByRole('region', { name: 'Authenticator app', exact: true });
    expect(await textOf(totp)).toMatch(/Two-step login\s*Off/);
    await totp.getByRole('button', { name: 'Set up' }).click();
    await totp.getByLabel('Login password').fill(MEMBER_PASSWORD);
    await totp.getByRole('button', { name: 'Continue' }).click();
    await visible(totp.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = (await textOf(totp.getByRole('group', { name: 'Setup key' }).locator('code'))).replaceAll(
      ' ',
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await totp.getByLabel('6-digit code').fill('12345');
    await totp.getByRole('button', { name: 'Turn on' }).click();
    await visible(totp.getByText(validationText('totpCode', 'EN'), { exact: true }));
    // A wrong code is the gateway's refusal, shown under the input.
    const current = await generate({ secret });
    const wrong = `${(Number(current[0]) + 5) % 10}${current.slice(1)}`;
    const codeInput = totp.getByLabel('6-digit code');
    await codeInput.fill(wrong);
    await totp.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => codeInput.getAttribute('aria-invalid')).toBe('true');
    const messageId = (await codeInput.getAttribute('aria-describedby')) ?? '';
    expect(await textOf(page.locator(`[id="${messageId}"]`))).toBe(errorMessage('totp_invalid', 'EN'));
    await codeInput.fill(await generate({ secret }));
    await totp.getByRole('button', { name: 'Turn on' }).click();
    await visible(totp.getByText('The authenticator app is on. Your next login will ask for a code.'));
    expect(await textOf(totp)).toMatch(/Two-step login\s*On/);

    // Logged out and back in: the login asks for the authenticator code, and a fresh one opens it.
    await signOut(page, username);
    await waitForNextTotpStep();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const totpInput = await visible(dialog.getByLabel('Authenticator code'));
    await totpInput.fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: username }));
    await dialog.waitFor({ state: 'hidden' });
  }, 120_000);

  it('lists the member’s devices and logs out another one, whose next page load is signed out', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'dev' });
    const other = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(other, username, MEMBER_PASSWORD);

    await openSecurityCentre(page);
    const devices = page.getByRole('region', { name: 'Devices', exact: true });
    const sessions = devices.getByRole('list', { name: 'Active sessions' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    const current = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await textOf(current)).toMatch(/Chrome \d+ · \w+/);
    expect(await textOf(current)).toContain('IP 127.0.0.1');
    // Only the other session can be ended here; this one ends by signing out.
    expect(await current.getByRole('button').count()).toBe(0);

    // Both logins are in the history, newest first.
    const history = page.getByRole('table', { name: 'Login history' });
    await expect.poll(() => history.getByRole('row').count()).toBe(3);
    expect(await textOf(history.getByRole('row').nth(1))).toMatch(
      /127\.0\.0\.1[\s\S]*Password[\s\S]*Success/,
    );

    await sessions
      .getByRole('listitem')
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^End the session on / })
      .click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await visible(devices.getByText('You are logged in on this device only.'));

    // The other browser still shows its page, but its next load finds the session gone.
    await other.reload();
    await visible(other.getByRole('banner').getByRole('button', { name: 'Log in' }));
    expect(await other.getByRole('banner').getByRole('button', { name: username }).count()).toBe(0);
    expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // This device is still signed in.
    await page.reload();
    await visible(page.getByRole('banner').getByRole('button', { name: username }));
  });

  it('changes the login password: every session ends, the login popup opens, the new password works', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'pwd' });
    await openSecurityCentre(page);
    const card = page.getByRole('region', { name: 'Login password', exact: true });

    // A wrong current password is refused under its input; the typed values stay.
    await card.getByLabel('Current password').fill('wrong-password');
    await card.getByLabel('New password', { exact: true }).fill('newsecret456');
    await card.getByLabel('Confirm new password').fill('newsecret456');
    await card.getByRole('button', { name: 'Change password' }).click();
    await visible(card.getByText('The current password is incorrect.').first());
    expect(await card.getByLabel('New password', { exact: true }).inputValue()).toBe('newsecret456');

    await card.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await visible(
      page.getByText('Your password was changed and every device was logged out.', { exact: false }),
    );
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await expectPath(page, '/login');

    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('newsecret456');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: username }));
    await dialog.waitFor({ state: 'hidden' });
    await openSecurityCentre(page);
  });
});
