import { describe, expect, it } from 'vitest';
import { errorMessage, validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { textOf, uniqueUsername, useBrowserSuite, visible } from './support/app.ts';

describe.skipIf(!hasBrowser)('registration and login', () => {
  const suite = useBrowserSuite();

  it('registers a new member through the popup and shows the signed-in header', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const username = uniqueUsername('new');

    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Sign up' }));
    await dialog.getByRole('tab', { name: 'By username' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret123');
    await dialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await dialog.waitFor({ state: 'hidden' });
    const header = page.getByRole('banner');
    await visible(header.getByRole('button', { name: username }));
    // The balance loads after the header shows the member (it says "Loading…" until then).
    await expect.poll(() => textOf(header.getByRole('group', { name: 'Balance' }))).toMatch(/0\.00$/);
    expect(await header.getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });

  it('keeps the typed username and says the confirmation does not match, in English', async () => {
    const page = await suite.openPage('/register', { language: 'EN' });
    const dialog = await visible(page.getByRole('dialog', { name: 'Sign up' }));
    await dialog.getByRole('tab', { name: 'By username' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill('mismatchuser');
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Confirm password').fill('secret124');
    await dialog.getByLabel('I am of legal age and agree to the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await visible(dialog.getByText(validationText('confirmMismatch', 'EN')));
    expect(validationText('confirmMismatch', 'EN')).toBe('Incorrect confirmation input');
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe('mismatchuser');
  });

  it('says the confirmation does not match in Japanese, the default language', async () => {
    const page = await suite.openPage('/register');
    const dialog = await visible(page.getByRole('dialog', { name: '新規登録' }));
    await dialog.getByRole('tab', { name: 'ユーザー名で登録' }).click();
    await dialog.getByLabel('ユーザー名', { exact: true }).fill('mismatchja');
    await dialog.getByLabel('パスワード', { exact: true }).fill('secret123');
    await dialog.getByLabel('パスワード（確認）').fill('secret124');
    await dialog.getByLabel('成人であり、利用規約に同意します').check();
    await dialog.getByRole('button', { name: 'アカウントを作成' }).click();

    await visible(dialog.getByText(validationText('confirmMismatch', 'JA')));
    expect(await dialog.getByLabel('ユーザー名', { exact: true }).inputValue()).toBe('mismatchja');
  });

  it('asks for a captcha, with its image, after a wrong password', async () => {
    const username = uniqueUsername('cap');
    await suite.server.createMember({ username, password: 'right1234' });
    const page = await suite.openPage('/login', { language: 'EN' });
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    expect(await captcha.count()).toBe(0);

    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong1234');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

    expect(await textOf(dialog.getByRole('alert'))).toBe(errorMessage('login_failed', 'EN'));
    await visible(captcha);
    const image = await visible(dialog.getByRole('img', { name: /captcha/i }));
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    const firstImage = await image.getAttribute('src');
    await dialog.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstImage);
  });
});
