import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { expectPath, gameTile, logInNewMember, namedGame, useBrowserSuite, visible } from './support/app.ts';

/** Two slot vendors, a live casino and a sportsbook, each with its own games. */
const SLOTS = { vassalage: 'LOBBYSLOT', displayName: 'Lantern Slots' } as const;
const REELS = { vassalage: 'LOBBYREEL', displayName: 'Reel Masters' } as const;
const LIVE = { vassalage: 'LOBBYLIVE', displayName: 'Lobby Live' } as const;
const SPORTS = { vassalage: 'LOBBYSPORT', displayName: 'Kickoff Sports' } as const;
const ESPORTS = { vassalage: 'LOBBYESPORT', displayName: 'Pixel Arena' } as const;

const gameNav = (page: Page) => page.getByRole('navigation', { name: 'Games' });

describe.skipIf(!hasBrowser)('game lobby: navigation, centres, search and favourites', () => {
  const suite = useBrowserSuite();

  beforeAll(async () => {
    await suite.server.addVendor({
      ...SLOTS,
      categories: ['RNG'],
      games: [
        namedGame('lucky-lantern', 'Lucky Lantern', {
          gameType: 'RNG',
          gameClassify: 'JP',
          supportsTrial: true,
        }),
        namedGame('paper-scratch', 'Paper Scratch', { gameType: 'RNG', gameClassify: 'SC' }),
        namedGame('pixel-runner', 'Pixel Runner', { gameType: 'RNG', gameClassify: 'AC' }),
      ],
    });
    await suite.server.addVendor({
      ...REELS,
      categories: ['RNG'],
      games: [namedGame('starlight-reels', 'Starlight Reels', { gameType: 'RNG', gameClassify: 'JP' })],
    });
    await suite.server.addVendor({
      ...LIVE,
      categories: ['LIVE'],
      games: [namedGame('midnight-roulette', 'Midnight Roulette', { gameType: 'LIVE' })],
    });
    await suite.server.addVendor({
      ...SPORTS,
      categories: ['SPORTS'],
      games: [namedGame('kickoff-book', 'Kickoff Book', { gameType: 'SPORTS' })],
    });
    await suite.server.addVendor({
      ...ESPORTS,
      categories: ['ESPORTS'],
      games: [namedGame('arena-cup', 'Arena Cup', { gameType: 'ESPORTS' })],
    });
  });

  it('goes from the navigation bar to a list centre and narrows it by vendor and by type', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const nav = await visible(gameNav(page));
    // The bar is drawn at once; its game types follow when the menus answer.
    const entries = () => nav.getByRole('list').first().getByRole('listitem').allInnerTexts();
    await expect
      .poll(entries)
      .toEqual(expect.arrayContaining(['Slots', 'Live casino', 'Arcade', 'Favourites', 'Recent']));
    // No game is marked hot here: the bar leads with the games, not with an empty Hot.
    expect((await entries())[0]).toBe('Slots');
    expect(await entries()).not.toContain('Hot');

    await nav.getByRole('link', { name: 'Slots', exact: true }).click();
    await expectPath(page, '/rng');
    await visible(page.getByRole('heading', { level: 1, name: 'Slots' }));
    expect(await nav.getByRole('link', { name: 'Slots', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    const grid = page.getByRole('list', { name: 'Slots' });
    await visible(gameTile(page, 'Starlight Reels'));
    expect(await grid.getByRole('article').count()).toBe(4);

    const vendors = page.getByRole('group', { name: 'Vendors' });
    await vendors.getByRole('button', { name: REELS.displayName }).click();
    await page.waitForURL((url) => url.searchParams.get('vassalage') === REELS.vassalage);
    await gameTile(page, 'Lucky Lantern').waitFor({ state: 'detached' });
    expect(await grid.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Starlight Reels'),
    ]);
    expect(await vendors.getByRole('button', { name: REELS.displayName }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await vendors.getByRole('button', { name: 'All', exact: true }).click();
    await visible(gameTile(page, 'Paper Scratch'));
    const types = page.getByRole('group', { name: 'Game types' });
    expect(await types.getByRole('button').allInnerTexts()).toEqual([
      'All types',
      'Scratch',
      'Jackpot',
      'Arcade',
    ]);
    await types.getByRole('button', { name: 'Jackpot' }).click();
    await gameTile(page, 'Paper Scratch').waitFor({ state: 'detached' });
    await visible(gameTile(page, 'Lucky Lantern'));
    await visible(gameTile(page, 'Starlight Reels'));
    expect(await grid.getByRole('article').count()).toBe(2);

    await page.getByLabel('Filter by game name').fill('starlight');
    await gameTile(page, 'Lucky Lantern').waitFor({ state: 'detached' });
    await visible(gameTile(page, 'Starlight Reels'));
  });

  it("offers a category's vendors in the vendor popup and opens the vendor's list", async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await gameNav(page).getByRole('button', { name: 'Slots vendors' }).click();
    const popup = await visible(page.getByRole('dialog', { name: 'Slots: choose a vendor' }));
    expect(await popup.getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining(SLOTS.displayName),
        expect.stringContaining(REELS.displayName),
      ]),
    );
    await popup.getByRole('button', { name: SLOTS.displayName }).click();
    await popup.waitFor({ state: 'hidden' });

    await page.waitForURL(
      (url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === SLOTS.vassalage,
    );
    // The vendor chips exist only on the list centre: the home page's game rows (which show these
    // tiles too) are gone once the chip is there.
    const chip = page
      .getByRole('group', { name: 'Vendors' })
      .getByRole('button', { name: SLOTS.displayName });
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await visible(gameTile(page, 'Lucky Lantern'));
    expect(await gameTile(page, 'Starlight Reels').count()).toBe(0);
  });

  it('shows arcade games of every vendor on /arcade, and the new games on /new', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await gameNav(page).getByRole('link', { name: 'Arcade', exact: true }).click();
    await expectPath(page, '/arcade');
    // The home page's own game rows show this tile too, until the lazily loaded list centre replaces them.
    await expect.poll(() => page.getByRole('list', { name: 'Arcade' }).getByRole('article').count()).toBe(1);
    await visible(gameTile(page, 'Pixel Runner'));

    await gameNav(page).getByRole('link', { name: 'New', exact: true }).click();
    await expectPath(page, '/new');
    await visible(gameTile(page, 'Kickoff Book'));
    await visible(gameTile(page, 'Midnight Roulette'));
  });

  it('groups the sports centres and shows a game centre of vendor cards that launches the vendor', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'centre', funds: '80.00' });
    const nav = gameNav(page);
    const sports = nav.getByRole('button', { name: 'Sports', exact: true });
    expect(await (await visible(sports)).getAttribute('aria-expanded')).toBe('false');
    await sports.click();
    const group = await visible(nav.getByRole('list', { name: 'Sports' }));
    expect(await group.getByRole('link').allInnerTexts()).toEqual(['Sports', 'E-sports']);
    await group.getByRole('link', { name: 'E-sports' }).click();
    await expectPath(page, '/esports');
    await visible(page.getByRole('article', { name: ESPORTS.displayName }));
    expect(await sports.getAttribute('aria-expanded')).toBe('true');
    await group.getByRole('link', { name: 'Sports', exact: true }).click();
    await expectPath(page, '/sports');

    const card = await visible(page.getByRole('article', { name: SPORTS.displayName }));
    expect(await card.innerText()).toContain('Sports');
    await card.getByRole('button', { name: 'Play' }).click();

    await expectPath(page, '/seamless');
    const frame = page.frameLocator('iframe.game-page__frame');
    await visible(frame.getByRole('heading', { name: SPORTS.displayName }));
    await visible(frame.getByText('KICKOFF-BOOK'));
    await visible(frame.getByText('Balance 80.00'));
  });

  it('searches after a pause in typing, clears with the input and says when nothing matches', async () => {
    const page = await suite.openPage('/live', { language: 'EN' });
    await gameNav(page).getByRole('button', { name: 'Search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Search games' }));
    const input = dialog.getByLabel('Game name');
    const results = dialog.getByRole('list', { name: 'Search results' });

    await input.fill('lant');
    await visible(results);
    expect(await results.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Lucky Lantern'),
    ]);

    await input.fill('');
    await results.waitFor({ state: 'detached' });
    await visible(dialog.getByText('Results appear as you type.'));

    await input.fill('roul');
    await visible(results.getByRole('article', { name: 'Midnight Roulette' }));

    await input.fill('qqzzxxnothing');
    await visible(dialog.getByText('No result', { exact: true }));
    expect(await results.count()).toBe(0);
  });

  it('offers Arcade after Slots in the side menu and opens the search from it', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const menu = page.getByRole('complementary', { name: 'Side menu' });
    const games = menu.getByRole('list', { name: 'Games' });
    await visible(games.getByRole('link', { name: 'Arcade' }));
    expect((await games.getByRole('link').allInnerTexts()).slice(0, 2)).toEqual(['Slots', 'Arcade']);
    expect(await games.getByRole('link', { name: 'Arcade' }).getAttribute('href')).toBe('/arcade');
    await menu.getByRole('button', { name: 'Search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Search games' }));
    await dialog.getByLabel('Game name').fill('reels');
    await visible(dialog.getByRole('article', { name: 'Starlight Reels' }));
  });

  it('adds a favourite with the star, lists it on /favorite and removes it there', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'fav', path: '/rng' });
    const star = gameTile(page, 'Lucky Lantern').getByRole('button', { name: 'Favourite' });
    expect(await (await visible(star)).getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await visible(gameTile(page, 'Lucky Lantern').getByRole('button', { name: 'Favourite', pressed: true }));

    await gameNav(page).getByRole('link', { name: 'Favourites' }).click();
    await expectPath(page, '/favorite');
    await visible(page.getByRole('heading', { level: 1, name: 'Favourites' }));
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await visible(favourites);
    expect(await favourites.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Lucky Lantern'),
    ]);

    const favouriteStar = gameTile(page, 'Lucky Lantern').getByRole('button', { name: 'Favourite' });
    expect(await favouriteStar.getAttribute('aria-pressed')).toBe('true');
    await favouriteStar.click();
    await gameTile(page, 'Lucky Lantern').waitFor({ state: 'detached' });
    await visible(page.getByText('No favourites yet. Tap the star on a game to add it here.'));

    await page.goto('/rng');
    const again = gameTile(page, 'Lucky Lantern').getByRole('button', { name: 'Favourite' });
    await visible(again);
    expect(await again.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to log in for favourites, the recent list and the star', async () => {
    const page = await suite.openPage('/rng', { language: 'EN' });
    await gameNav(page).getByRole('link', { name: 'Favourites' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await visible(login);
    await expectPath(page, '/rng');
    await login.getByRole('button', { name: 'Close' }).click();
    await login.waitFor({ state: 'hidden' });

    await gameNav(page).getByRole('link', { name: 'Recent' }).click();
    await visible(login);
    await login.getByRole('button', { name: 'Close' }).click();
    await login.waitFor({ state: 'hidden' });

    await gameTile(page, 'Lucky Lantern').getByRole('button', { name: 'Favourite' }).click();
    await visible(login);
    await expectPath(page, '/rng');
  });

  it('follows the game shortcuts where the operator points them, for a visitor and a member, never to a 404', async () => {
    const visitor = await suite.openPage('/', { language: 'EN' });
    const { page: member } = await logInNewMember(suite, { prefix: 'shortcut' });
    const arrive = async (page: Page, shortcut: string) => {
      await page.goto(`/${shortcut}`);
      await page.waitForURL((url) => url.pathname !== `/${shortcut}`);
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    for (const page of [visitor, member]) {
      // The defaults: each list opens with its filters in the address and applied.
      expect(await arrive(page, 'down')).toBe('/download');
      expect(await arrive(page, 'jp')).toBe('/rng?classify=JP');
      const slots = page.getByRole('list', { name: 'Slots' });
      await visible(gameTile(page, 'Starlight Reels'));
      await gameTile(page, 'Paper Scratch').waitFor({ state: 'detached' });
      const names = (await slots.getByRole('article').allInnerTexts()).join(' ');
      expect([names.includes('Starlight Reels'), names.includes('Lucky Lantern')]).toEqual([true, true]);
      expect(await slots.getByRole('article').count()).toBe(2);
      expect(
        await page
          .getByRole('group', { name: 'Game types' })
          .getByRole('button', { pressed: true })
          .innerText(),
      ).toBe('Jackpot');
      expect(await arrive(page, 'rou')).toBe('/live?name=Roulette');
      await visible(gameTile(page, 'Midnight Roulette'));
      expect(await page.getByRole('searchbox').inputValue()).toBe('Roulette');
      // Vendors this site does not have: the list's empty state.
      for (const [shortcut, address] of [
        ['jl', '/rng?vassalage=JL'],
        ['ppslot', '/rng?vassalage=PP'],
        ['pplive', '/live?vassalage=PP'],
        ['bac', '/live?name=Baccarat'],
        ['horse', '/rng?name=Horse'],
      ] as const) {
        expect(await arrive(page, shortcut)).toBe(address);
        await visible(page.getByText('No game matches these filters.'));
      }
    }
  });
});
