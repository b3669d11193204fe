import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { LiveHostAdmin } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { consoleApi, DEMO_ADMIN, signInThroughApi, textOf, useConsoleSuite, visible } from './support/console.ts';
import { cellOf, goTo, makePng, openConsoleAs, rowOf } from './support/finance.ts';

/** A field's message (its error, else its hint) as shown under it. */
const messageUnder = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  if (id === null) return '';
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
};

describe.skipIf(!hasBrowser)('live hosts in the console', () => {
  const suite = useConsoleSuite();
  let token = '';

  beforeAll(async () => {
    token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  it('adds a host with an uploaded picture and an https chat link, and members see the host in the live lobby', async () => {
    const context = await suite.openContext();
    const page = await openConsoleAs(context, token, '/console/');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await goTo(page, 'Live hosts');
    expect(await textOf(page.getByRole('table', { name: 'Live hosts' }))).toContain('No live hosts yet.');

    await page.getByRole('button', { name: 'Add host' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add a live host' }));
    await dialog.getByLabel('Name (Japanese)').fill('ハル');
    await dialog.getByLabel('Name (English)').fill('Haru');
    const picture = dialog.getByRole('group', { name: 'Picture' });
    await picture.getByLabel('Upload png or jpg').setInputFiles({
      name: 'haru.png',
      mimeType: 'image/png',
      buffer: makePng(96, [200, 90, 140]),
    });
    await expect
      .poll(() => picture.getByLabel('Or an image address').inputValue())
      .toMatch(/^\/wps\/media\/[0-9a-f]{64}\.png$/);
    await dialog.getByLabel('Availability').selectOption({ label: 'Online' });
    const languages = dialog.getByRole('group', { name: 'Languages spoken' });
    await languages.getByLabel('日本語').check();
    await languages.getByLabel('English').check();

    // The chat link opens in the member's browser: only an https address is taken.
    const chatLink = dialog.getByLabel('Chat link');
    await chatLink.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add host', exact: true }).click();
    await expect.poll(() => messageUnder(chatLink)).toBe('Enter an https:// address');
    await chatLink.fill('http://chat.example.com/haru');
    await dialog.getByRole('button', { name: 'Add host', exact: true }).click();
    await expect.poll(() => messageUnder(chatLink)).toBe('Enter an https:// address');
    await chatLink.fill('https://chat.example.com/haru');
    await dialog.getByRole('button', { name: 'Add host', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Haru” was created.'));

    const table = page.getByRole('table', { name: 'Live hosts' });
    const row = rowOf(table, 'Haru');
    await visible(row);
    expect(await cellOf(table, row, 'Name')).toBe('ハル\nHaru');
    expect(await cellOf(table, row, 'Availability')).toBe('Online');
    expect(await cellOf(table, row, 'Languages spoken')).toBe('日本語 · English');
    expect(await cellOf(table, row, 'Chat link')).toBe('https://chat.example.com/haru');
    const answer = await consoleApi(suite.server, token, 'GET', '/content/live-hosts');
    const [stored] = answer.payload.value as LiveHostAdmin[];
    expect(stored).toMatchObject({ status: 'ONLINE', languages: ['JA', 'EN'], isDemo: false, enabled: true });

    // The member site's live lobby shows the host at once.
    const site = await context.newPage();
    await site.goto('/live');
    const card = await visible(
      site.getByRole('region', { name: 'Live hosts' }).getByRole('article', { name: 'Haru', exact: true }),
    );
    expect(await textOf(card)).toContain('Online');
    await visible(card.getByRole('button', { name: 'Chat with Haru' }));
    expect(await card.locator('img').getAttribute('src')).toBe(stored?.imageUrl);

    // Switched off in the console, the host leaves the lobby.
    await page.getByRole('button', { name: 'Edit Haru' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit the live host' }));
    await edit.getByRole('switch', { name: 'Enabled' }).uncheck();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Haru” was saved.'));
    const [hosts] = await Promise.all([
      site.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/live/models'),
      site.reload(),
    ]);
    expect(await hosts.json()).toEqual({ success: true, value: [] });
    await visible(site.getByRole('heading', { level: 2, name: 'All games' }));
    expect(await site.getByRole('region', { name: 'Live hosts' }).count()).toBe(0);
  });
});
