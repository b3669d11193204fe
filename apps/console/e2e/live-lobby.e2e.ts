import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { LiveHostAdmin, VendorAdmin } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import {
  consoleApi,
  DEMO_ADMIN,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { cellOf, goTo, makePng, openConsoleAs, rowOf } from './support/finance.ts';

/** A field's message (its error, else its hint) as shown under it. */
const messageUnder = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  if (id === null) return '';
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
};

describe.skipIf(!hasBrowser)('the live lobby in the console: hosts and vendors’ tables', () => {
  const suite = useConsoleSuite();
  let token = '';

  /** An outside vendor's rooms address, on its own port: one table of its live game. */
  let vendorSite: Server;
  let roomsUrl = '';

  beforeAll(async () => {
    token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    vendorSite = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          rooms: [
            {
              roomId: 'R1',
              gameCode: 'lightning-bac',
              names: { JA: 'ライトニング 1', EN: 'Lightning 1' },
              status: 'SHUFFLING',
              players: 57,
              minBet: '2',
              maxBet: '5000',
              road: [
                { winner: 'BANKER', playerPair: false, bankerPair: false },
                { winner: 'TIE', playerPair: true, bankerPair: false },
              ],
            },
          ],
        }),
      );
    });
    await new Promise<void>((done) => vendorSite.listen(0, '127.0.0.1', done));
    roomsUrl = `http://127.0.0.1:${(vendorSite.address() as AddressInfo).port}/rooms`;
  });
  afterAll(async () => {
    vendorSite.closeAllConnections();
    await new Promise((done) => vendorSite.close(done));
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

  it('saves a vendor’s live tables address, and members see its tables with their state and road', async () => {
    await suite.server.addVendor({
      vassalage: 'E2E_LIVE',
      displayName: 'Lightning Live',
      categories: ['LIVE'],
      games: [
        testGame('lightning-bac', {
          gameType: 'LIVE',
          names: { JA: 'ライトニングバカラ', EN: 'Lightning Baccarat' },
        }),
      ],
    });
    const context = await suite.openContext();
    const page = await openConsoleAs(context, token, '/console/games/vendors');
    const table = await visible(page.getByRole('table', { name: 'Game vendors' }));
    await rowOf(table, 'E2E_LIVE').getByRole('button', { name: 'Edit Lightning Live' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Lightning Live' }));
    const address = dialog.getByLabel('Live tables URL');
    await address.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect
      .poll(() => messageUnder(address))
      .toBe('Enter an address starting with https://, http:// or /');
    await address.fill(roomsUrl);
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const vendors = await consoleApi(suite.server, token, 'GET', '/games/vendors');
    expect(
      (vendors.payload.value as VendorAdmin[]).find((vendor) => vendor.vassalage === 'E2E_LIVE')?.roomsUrl,
    ).toBe(roomsUrl);

    const site = await context.newPage();
    await site.goto('/live');
    const card = await visible(
      site
        .getByRole('region', { name: 'Live tables' })
        .getByRole('article', { name: 'Lightning 1', exact: true }),
    );
    const text = await textOf(card);
    for (const shown of ['Shuffling', '57 players', 'Lightning Live', '2.00', '5,000.00'])
      expect(text).toContain(shown);
    expect(await card.getByRole('img', { name: /^Road of the last/ }).getAttribute('aria-label')).toBe(
      'Road of the last 2 hands: Banker 1, Player 0, Tie 1',
    );
  });
});
