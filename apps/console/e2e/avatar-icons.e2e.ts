import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi, useConsoleSuite, visible } from './support/console.ts';
import { goTo, makePng, memberApiLogIn, openConsoleAs } from './support/finance.ts';

/** The addresses of the images in a list, in order, as the page has them. */
const imageSources = (list: Locator) =>
  list
    .locator('img')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));

describe.skipIf(!hasBrowser)('avatar icons in the console', () => {
  const suite = useConsoleSuite();
  let token = '';

  beforeAll(async () => {
    token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  it('staff add an icon by upload, move it first and remove another; a member is offered the set in that order', async () => {
    const page = await openConsoleAs(await suite.openContext(), token, '/console/');
    await goTo(page, 'Avatar icons');
    const offered = page.getByRole('region', { name: 'Icons offered to members' });
    const list = await visible(offered.getByRole('list'));
    expect(await list.getByRole('listitem').count()).toBe(8);

    const add = page.getByRole('region', { name: 'Add an icon' });
    await add.getByLabel('Upload png or jpg').setInputFiles({
      name: 'gold.png',
      mimeType: 'image/png',
      buffer: makePng(96, [212, 160, 23]),
    });
    await visible(add.getByRole('img', { name: 'Preview of Icon image' }));
    await add.getByRole('button', { name: 'Add icon' }).click();
    await visible(page.getByText('The icon was added. Members see it last in the list.'));
    await expect.poll(() => list.getByRole('listitem').count()).toBe(9);
    const added = (await imageSources(list)).at(-1);
    expect(added).toMatch(/^\/wps\/media\/[0-9a-f]{64}\.png$/);
    await visible(list.getByRole('listitem').last().getByText('Chosen by 0 members'));

    // Moved from ninth to first, one step at a time as a person would.
    for (let n = 9; n > 1; n -= 1) {
      await list.getByRole('button', { name: `Move icon no. ${n} earlier` }).click();
      await expect.poll(async () => (await imageSources(list)).indexOf(added ?? '')).toBe(n - 2);
    }
    await list.getByRole('button', { name: 'Remove icon no. 2' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Remove this icon?' }));
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(page.getByText('The icon was removed.'));
    const inConsole = await imageSources(list);
    expect(inConsole).toHaveLength(8);
    expect(inConsole[0]).toBe(added);
    expect(inConsole).not.toContain('/avatars/spade.svg');

    const audit = await consoleApi(suite.server, token, 'GET', '/audit?action=avatar_icon');
    const actions = (audit.payload.value as { list: { action: string }[] }).list.map((entry) => entry.action);
    expect(new Set(actions)).toEqual(new Set(['avatar_icon.add', 'avatar_icon.order', 'avatar_icon.remove']));

    // The member site offers the same icons in the same order, the new one first, and it can be chosen.
    await suite.server.createMember({ username: 'iconmember', password: 'icons1234' });
    const memberToken = await memberApiLogIn(suite.server, 'iconmember', 'icons1234');
    const siteContext = await suite.openContext();
    await siteContext.addInitScript((session) => {
      if (location.pathname.startsWith('/console')) return;
      sessionStorage.setItem('token', session);
      sessionStorage.setItem('username', 'iconmember');
      sessionStorage.setItem('isAgent', 'false');
    }, memberToken);
    const site = await siteContext.newPage();
    await site.goto('/member');
    await site.getByRole('button', { name: 'Change avatar' }).click();
    const chooser = await visible(site.getByRole('dialog', { name: 'Your avatar' }));
    const icons = chooser.getByRole('list');
    await visible(icons);
    expect(await imageSources(icons)).toEqual(inConsole);
    await chooser.getByRole('button', { name: 'Icon 1', exact: true }).click();
    await visible(site.getByText('Your avatar was saved.'));

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Avatar icons' }));
    await visible(list.getByRole('listitem').first().getByText('Chosen by 1 member'));
  });
});
