import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { errorMessage } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { logInNewMember, useBrowserSuite, visible } from './support/app.ts';

/** A 1×1 png, as a phone's photo would arrive (the server reads its bytes, not its name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The picture inside an avatar, and whether the browser drew it (a broken one has no natural width). */
const pictureOf = async (avatar: Locator) => {
  const image = avatar.locator('img');
  await visible(image);
  return image.evaluate((element) => ({
    src: new URL((element as HTMLImageElement).src).pathname,
    isDrawn: (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  }));
};

const headerAvatar = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: username }).locator('.member-avatar');
const centreAvatar = (page: Page) => page.locator('.member-center__avatar');

const openChooser = async (page: Page) => {
  await page.getByRole('button', { name: 'Change avatar' }).click();
  return visible(page.getByRole('dialog', { name: 'Your avatar' }));
};

describe.skipIf(!hasBrowser)('avatar', () => {
  const suite = useBrowserSuite();

  it('a member chooses an icon and sees it in the header and the member centre, after a reload too', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'ava' });
    await page.goto('/member');
    await visible(page.getByRole('heading', { name: 'Member centre', level: 1 }));
    // No avatar yet: the plain figure, no picture.
    expect(await headerAvatar(page, username).locator('img').count()).toBe(0);

    const chooser = await openChooser(page);
    await visible(chooser.getByText('You have no avatar yet: choose an icon or upload a picture.'));
    const crown = chooser.getByRole('button', { name: 'Icon 5', exact: true });
    expect(await crown.getAttribute('aria-pressed')).toBe('false');
    await crown.click();
    await visible(page.getByText('Your avatar was saved.'));
    await expect.poll(() => crown.getAttribute('aria-pressed')).toBe('true');
    await chooser.getByRole('button', { name: 'Done' }).click();
    await chooser.waitFor({ state: 'detached' });

    expect(await pictureOf(headerAvatar(page, username))).toEqual({
      src: '/avatars/crown.svg',
      isDrawn: true,
    });
    expect(await pictureOf(centreAvatar(page))).toEqual({ src: '/avatars/crown.svg', isDrawn: true });

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Member centre', level: 1 }));
    expect(await pictureOf(headerAvatar(page, username))).toEqual({
      src: '/avatars/crown.svg',
      isDrawn: true,
    });
    expect(await pictureOf(centreAvatar(page))).toEqual({ src: '/avatars/crown.svg', isDrawn: true });
    const reopened = await openChooser(page);
    expect(
      await reopened.getByRole('button', { name: 'Icon 5', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a member uploads a picture of their own; a renamed file that is not an image is refused', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'avp' });
    await page.goto('/member');
    const chooser = await openChooser(page);
    const picker = chooser.getByLabel('Upload a picture');

    await picker.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await visible(chooser.getByRole('alert').getByText(errorMessage('upload_invalid_image', 'EN')));
    expect(await headerAvatar(page, username).locator('img').count()).toBe(0);

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await visible(page.getByText('Your avatar was saved.'));
    const header = await pictureOf(headerAvatar(page, username));
    expect(header.src).toMatch(/^\/wps\/member\/info\/icon\/[0-9a-f]{64}\.png$/);
    expect(header.isDrawn).toBe(true);
    // An uploaded picture is no icon: none is marked as chosen.
    expect(await chooser.locator('[aria-pressed="true"]').count()).toBe(0);

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Member centre', level: 1 }));
    expect(await pictureOf(headerAvatar(page, username))).toEqual(header);
    expect(await pictureOf(centreAvatar(page))).toEqual(header);
  });
});
