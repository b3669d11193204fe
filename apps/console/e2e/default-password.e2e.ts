import { beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  consoleApi,
  memberLogIn,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { openConsoleAs } from './support/finance.ts';

/** The operator's default password (spec sections 4 and 9), and a member who was handed it. */
const DEFAULT = '246810';
const MEMBER = { username: 'handedout1', password: DEFAULT } as const;

describe.skipIf(!hasBrowser)('the default password', () => {
  const suite = useConsoleSuite();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    // A password rule that lets six digits through, as an operator handing out digits would set it.
    const register = await consoleApi(suite.server, adminToken, 'GET', '/settings/register');
    const config = register.payload.value as { password: Record<string, unknown> };
    const saved = await consoleApi(suite.server, adminToken, 'PUT', '/settings/register', {
      ...config,
      password: {
        ...config.password,
        patternId: 'LETTERS_OR_DIGITS',
        acceptedPattern: '^(?:[A-Za-z]+|[0-9]+)$',
        minLength: 6,
        maxLength: 20,
      },
    });
    expect(saved.status).toBe(200);
    await suite.server.createMember(MEMBER);
  });

  it('is set on the profile page, then a member logging in with it must choose another first', async () => {
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/settings/profile');
    const section = page.getByRole('region', { name: 'Default password' });
    expect(await textOf(section.getByTestId('default-password-state'))).toBe('No default password is set.');
    const field = section.getByLabel('New default password');
    await field.fill('12345');
    await section.getByRole('button', { name: 'Set default password' }).click();
    await visible(section.getByText('Enter 6 digits'));
    expect(await field.inputValue()).toBe('12345');

    await field.fill(DEFAULT);
    await section.getByRole('button', { name: 'Set default password' }).click();
    await visible(section.getByText('The default password is saved.'));
    expect(await textOf(section.getByTestId('default-password-state'))).toMatch(
      /^A default password is set \(since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\.$/,
    );
    expect(await field.inputValue()).toBe('');

    // The member handed the digits logs in: the change step opens, and the digits are refused again.
    const member = await (await suite.openContext()).newPage();
    await member.goto('/');
    const { errorCode } = await memberLogIn(member, MEMBER.username, MEMBER.password);
    expect(errorCode).toBeNull();
    const change = await visible(member.getByRole('dialog', { name: 'Change password' }));
    await change.getByLabel('New password', { exact: true }).fill(DEFAULT);
    await change.getByLabel('Confirm new password').fill(DEFAULT);
    await change.getByRole('button', { name: 'Change password and log in' }).click();
    const refusal = 'This is the site’s default password. Please choose a password of your own.';
    const newPassword = change.getByLabel('New password', { exact: true });
    const describedBy = change.locator(`#${await newPassword.getAttribute('aria-describedby')}`);
    await expect.poll(() => textOf(describedBy)).toBe(refusal);
    // Said once, under the input it concerns: the form's alert does not repeat it.
    expect(await change.getByText(refusal).count()).toBe(1);
    expect(await newPassword.inputValue()).toBe(DEFAULT);

    await newPassword.fill('13572468');
    await change.getByLabel('Confirm new password').fill('13572468');
    await change.getByRole('button', { name: 'Change password and log in' }).click();
    // Logged in with the new password: the first login's welcome opens.
    await visible(member.getByRole('dialog', { name: /Welcome/ }));
    expect(await member.getByRole('dialog', { name: 'Change password' }).count()).toBe(0);

    // Cleared, after a confirmation: the page says so and the audit has both changes.
    await section.getByRole('button', { name: 'Clear default password' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Clear the default password?' }));
    await confirm.getByRole('button', { name: 'Clear default password' }).click();
    await visible(section.getByText('The default password is cleared.'));
    expect(await textOf(section.getByTestId('default-password-state'))).toBe('No default password is set.');
    const audit = await consoleApi(suite.server, adminToken, 'GET', '/audit?action=setting.default_password');
    expect((audit.payload.value as { total: number }).total).toBe(2);
  });
});
