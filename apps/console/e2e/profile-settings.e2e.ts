import { describe, expect, it } from 'vitest';
import type { ProfileConfig } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  consoleApi,
  expectDashboard,
  signInWithEnrolment,
  textOf,
  tokenOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';

describe.skipIf(!hasBrowser)('profile fields', () => {
  const suite = useConsoleSuite();

  it('edits the profile rules, the age, the login checks and the lock period, refusing a broken expression', async () => {
    const page = await suite.openPage('/console/');
    await signInWithEnrolment(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expectDashboard(page);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Profile fields' })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Profile fields' }));

    const rules = page.getByRole('table', { name: 'Profile field rules' });
    await visible(rules.getByRole('rowheader', { name: /Full name/ }));
    expect(await textOf(rules.getByRole('rowheader', { name: /Birthday/ }))).toContain('Members set it once');

    await page.getByLabel('Minimum age for the birthday').selectOption('21');
    await page.getByLabel('Password expires after (days)').fill('90');
    await page.getByLabel('Lock after 5 wrong passwords (minutes)').fill('30');
    await page.getByRole('switch', { name: /new IP address/ }).uncheck();
    await rules.getByLabel('Zalo: shown').check();
    await rules.getByLabel('Zalo: required').check();
    await rules.getByLabel('Zalo: minimum length').fill('9');
    await rules.getByLabel('Zalo: maximum length').fill('12');
    await visible(page.getByText('Members see: Digits only, 9-12 characters'));

    // A custom expression that does not compile: the server's refusal shows under that input.
    await rules.getByLabel('Nickname: pattern family').selectOption('CUSTOM');
    const nicknamePattern = rules.getByLabel('Nickname: regular expression');
    await nicknamePattern.fill('([a-z');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const nicknameRow = rules.getByRole('row', { name: /Nickname/ });
    await visible(nicknameRow.getByText('Invalid value'));
    const describedBy = await nicknamePattern.getAttribute('aria-describedby');
    expect(await textOf(page.locator(`#${describedBy}`))).toBe('Invalid value');
    expect(await textOf(page.getByRole('alert'))).toContain('Please check the highlighted fields.');
    expect(await page.getByLabel('Minimum age for the birthday').inputValue()).toBe('21');

    await nicknamePattern.fill('^[A-Za-z ]+$');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Saved. Visitors see the change at once.'));

    // What was saved is what the gateway answers, and the form shows it after a reload.
    const token = await tokenOf(page);
    const saved = await consoleApi(suite.server, token, 'GET', '/settings/profile');
    const config = saved.payload.value as ProfileConfig;
    expect(config).toMatchObject({
      minimumAge: 21,
      newDeviceVerification: false,
      passwordMaxAgeDays: 90,
      loginLockMinutes: 30,
    });
    expect(config.fields.zalo).toMatchObject({ enabled: true, required: true, minLength: 9, maxLength: 12 });
    expect(config.fields.nickname).toMatchObject({ patternId: 'CUSTOM', acceptedPattern: '^[A-Za-z ]+$' });
    await page.reload();
    expect(await (await visible(page.getByLabel('Minimum age for the birthday'))).inputValue()).toBe('21');
    expect(await page.getByLabel('Lock after 5 wrong passwords (minutes)').inputValue()).toBe('30');
    expect(
      await page.getByRole('table', { name: 'Profile field rules' }).getByLabel('Zalo: shown').isChecked(),
    ).toBe(true);

    const audit = await consoleApi(suite.server, token, 'GET', '/audit?action=setting.profile');
    expect((audit.payload.value as { total: number }).total).toBe(1);
  });
});
