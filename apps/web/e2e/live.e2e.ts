import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveHostAdmin, LiveHostInput } from '@platform/contract';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { expectPath, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';

/** Where the hosts' chat pages live; the browser answers them itself (there is no such site). */
const CHAT_SITE = 'https://chat.live-e2e.test';

const HOSTS: LiveHostInput[] = [
  {
    name: { JA: 'アオイ', EN: 'Aoi' },
    imageUrl: '/demo/host-yui.svg',
    status: 'ONLINE',
    languages: ['JA', 'EN'],
    chatUrl: `${CHAT_SITE}/rooms/aoi?lang=ja`,
    sortOrder: 1,
  },
  {
    name: { JA: 'レン', EN: 'Ren' },
    imageUrl: '/demo/host-mei.svg',
    status: 'OFFLINE',
    languages: ['ZH'],
    chatUrl: `${CHAT_SITE}/rooms/ren`,
    sortOrder: 2,
  },
];

const tables = (page: Page) => page.getByRole('region', { name: 'Live tables' });
const hosts = (page: Page) => page.getByRole('region', { name: 'Live hosts' });
const room = (page: Page, name: string) => tables(page).getByRole('article', { name, exact: true });
const host = (page: Page, name: string) => hosts(page).getByRole('article', { name, exact: true });

describe.skipIf(!hasBrowser)('live lobby: tables and hosts', () => {
  const suite = useBrowserSuite({ houseVendor: true });

  beforeAll(async () => {
    const api = createConsoleApi(() => suite.server.url);
    for (const input of HOSTS) await api.request<LiveHostAdmin>('POST', '/content/live-hosts', input);
  });

  it('shows a visitor the house tables with their state and the hosts; Chat asks a visitor to log in', async () => {
    const page = await suite.openPage('/live', { language: 'EN' });
    const auto = await visible(room(page, 'Auto Baccarat'));
    expect(await textOf(auto)).toContain('Betting open');
    expect(await textOf(auto)).toContain('House Games');
    expect(await auto.getByRole('img', { name: /^Road of the last 0 hands/ }).count()).toBe(1);
    await visible(room(page, 'High Limit Baccarat'));
    expect(await tables(page).getByRole('article').count()).toBe(2);

    const aoi = await visible(host(page, 'Aoi'));
    expect(await textOf(aoi)).toContain('Online');
    expect(await aoi.getByRole('list', { name: 'Speaks' }).getByRole('listitem').allInnerTexts()).toEqual([
      '日本語',
      'English',
    ]);
    const ren = await visible(host(page, 'Ren'));
    expect(await textOf(ren)).toContain('Offline');
    expect(await ren.getByRole('button', { name: 'Chat with Ren' }).isDisabled()).toBe(true);

    await aoi.getByRole('button', { name: 'Chat with Aoi' }).click();
    await visible(page.getByRole('dialog', { name: 'Log in' }));

    // The lobby's games follow under their own heading.
    await visible(page.getByRole('heading', { name: 'All games', level: 2 }));
  });

  it('opens a host’s chat link for a member in the 440×750 customer-service window', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'livechat', path: '/live' });
    await page
      .context()
      .route(`${CHAT_SITE}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Aoi</title><h1>Chat with Aoi</h1>' }),
      );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      host(page, 'Aoi').getByRole('button', { name: 'Chat with Aoi' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${CHAT_SITE}/rooms/aoi?lang=ja`);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
    expect(await textOf(popup.getByRole('heading', { level: 1 }))).toBe('Chat with Aoi');
  });

  it('joins a table through the game launch, and the hand dealt there shows on the table’s road', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'livejoin', funds: '100.00', path: '/live' });
    await room(page, 'Auto Baccarat').getByRole('button', { name: 'Join Auto Baccarat' }).click();
    await expectPath(page, '/seamless');
    const game = page.frameLocator('iframe.game-page__frame');
    await game.getByRole('button', { name: /^Bet on Banker/ }).click();
    await game.getByRole('button', { name: 'Deal', exact: true }).click();
    const result = await textOf(game.getByText(/· paid /));
    const winner = /^(Player|Banker|Tie)/.exec(result)?.[1];

    await page.goto('/live');
    const road = room(page, 'Auto Baccarat').getByRole('img', { name: /^Road of the last/ });
    // The lobby asks for the tables again every few seconds; the server asks the vendor at most every 3.
    await expect
      .poll(() => road.getAttribute('aria-label'))
      .toBe(
        `Road of the last hand: Banker ${winner === 'Banker' ? 1 : 0}, Player ${winner === 'Player' ? 1 : 0}, Tie ${winner === 'Tie' ? 1 : 0}`,
      );
    expect(await textOf(room(page, 'Auto Baccarat'))).toContain('1 player');
  });

  it('shows the lobby in Japanese', async () => {
    const page = await suite.openPage('/live', { language: 'JA' });
    await visible(
      page.getByRole('region', { name: 'ライブテーブル' }).getByRole('article', { name: 'オートバカラ' }),
    );
    const aoi = await visible(
      page
        .getByRole('region', { name: 'ライブホスト' })
        .getByRole('article', { name: 'アオイ', exact: true }),
    );
    expect(await textOf(aoi)).toContain('オンライン');
    await visible(aoi.getByRole('button', { name: 'アオイとチャット' }));
  });
});
