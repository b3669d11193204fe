import { describe, expect, it } from 'vitest';
import { errorMessage, WRONG_PASSWORD_LIMIT } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { TEST_CAPTCHA, textOf, uniqueUsername, useBrowserSuite, visible } from './support/app.ts';

// A file of its own: a fresh server has no earlier failed logins from this IP, so the first
// attempt goes without a captcha and every attempt counts as a wrong password.
describe.skipIf(!hasBrowser)('account lockout', () => {
  const suite = useBrowserSuite();

  it(`locks the account after ${WRONG_PASSWORD_LIMIT} wrong passwords`, async () => {
    const username = uniqueUsername('lock');
    await suite.server.createMember({ username, password: 'right1234' });
    const page = await suite.openPage('/login', { language: 'EN' });
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in' }));
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    const image = dialog.getByRole('img', { name: /captcha/i });
    await dialog.getByLabel('Username', { exact: true }).fill(username);

    let previousImage: string | null = null;
    for (let attempt = 1; attempt <= WRONG_PASSWORD_LIMIT; attempt += 1) {
      await dialog.getByLabel('Password', { exact: true }).fill(`wrong${attempt}x`);
      if (await captcha.isVisible()) {
        // Each captcha answers once; wait for the one drawn after the previous attempt.
        await expect.poll(() => image.getAttribute('src')).not.toBe(previousImage);
        previousImage = await image.getAttribute('src');
        await captcha.fill(TEST_CAPTCHA);
      }
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      const expected = attempt === WRONG_PASSWORD_LIMIT ? 'account_locked' : 'login_failed';
      await expect.poll(() => textOf(dialog.getByRole('alert'))).toBe(errorMessage(expected, 'EN'));
      if (attempt === 1) await visible(image);
    }

    // Locked means locked: the right password is refused too.
    await expect.poll(() => image.getAttribute('src')).not.toBe(previousImage);
    const imageBeforeRightPassword = await image.getAttribute('src');
    await dialog.getByLabel('Password', { exact: true }).fill('right1234');
    await captcha.fill(TEST_CAPTCHA);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    // A new image is drawn once the answer to this attempt has arrived.
    await expect.poll(() => image.getAttribute('src')).not.toBe(imageBeforeRightPassword);
    expect(await textOf(dialog.getByRole('alert'))).toBe(errorMessage('account_locked', 'EN'));
    expect(await page.getByRole('banner').getByRole('button', { name: username }).count()).toBe(0);
  });
});
