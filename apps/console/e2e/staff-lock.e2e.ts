import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_LIMIT, errorMessage } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  consoleApi,
  expectDashboard,
  signInWithEnrolment,
  textOf,
  tokenOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';

const CLUMSY = { username: 'clumsy01', password: 'clumsypass123' } as const;

describe.skipIf(!hasBrowser)('staff lock', () => {
  const suite = useConsoleSuite();

  it('locks a staff account after 5 wrong passwords, with the captcha, and an administrator lifts it', async () => {
    const admin = await suite.openPage('/console/');
    await signInWithEnrolment(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expectDashboard(admin);
    const created = await consoleApi(suite.server, await tokenOf(admin), 'POST', '/staff', {
      ...CLUMSY,
      role: 'SUPPORT',
    });
    expect(created.status).toBe(200);

    // Someone guesses the password at the sign-in page: after the first failure the captcha is asked.
    const guesser = await suite.openPage('/console/login');
    await (await visible(guesser.getByLabel('Username', { exact: true }))).fill(CLUMSY.username);
    const alerts: string[] = [];
    for (let attempt = 1; attempt <= WRONG_PASSWORD_LIMIT; attempt += 1) {
      await guesser.getByLabel('Password', { exact: true }).fill('wrong-guess');
      if (attempt > 1) {
        await visible(guesser.getByRole('img', { name: /captcha/i }));
        await guesser.getByLabel('Captcha', { exact: true }).fill(TEST_CAPTCHA);
      }
      const answer = guesser.waitForResponse((response) =>
        response.url().endsWith('/console-api/auth/login'),
      );
      await guesser.getByRole('button', { name: 'Next', exact: true }).click();
      await answer;
      alerts.push(await textOf(guesser.getByRole('alert')));
    }
    expect(alerts.at(0)).toBe(errorMessage('login_failed', 'EN'));
    expect(alerts.at(-1)).toBe(errorMessage('account_locked', 'EN'));

    // The administrator sees the lock on the staff page and lifts it.
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    const row = (await visible(admin.getByRole('table'))).getByRole('row', {
      name: new RegExp(CLUMSY.username),
    });
    await visible(row.getByText(/^Wrong passwords: locked until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/));
    await row.getByRole('button', { name: 'Unlock', exact: true }).click();
    const dialog = await visible(admin.getByRole('dialog', { name: 'Lift the lock?' }));
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await visible(admin.getByText(`${CLUMSY.username} can sign in again.`));
    expect(await row.getByText(/locked until/).count()).toBe(0);

    // The right password with the captcha now goes on to the authenticator enrolment.
    await guesser.getByLabel('Password', { exact: true }).fill(CLUMSY.password);
    await visible(guesser.getByRole('img', { name: /captcha/i }));
    await guesser.getByLabel('Captcha', { exact: true }).fill(TEST_CAPTCHA);
    await guesser.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(guesser.getByRole('heading', { name: 'Set up two-factor authentication' }));
  });
});
