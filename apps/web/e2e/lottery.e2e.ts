import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { expectPath, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';

/*
 * The lottery pages (spec sections 2 and 3): a session token needed, the lobby with the house's
 * lottery games, favourites kept per username in local storage, no side menu, and the navigation's
 * lottery entry opening the SEA lottery game.
 */

const lobbyTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Lottery games' }).getByRole('tab', { name, exact: false });
const card = (page: Page, name: string) =>
  page.getByRole('tabpanel').getByRole('article', { name, exact: true });
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });

describe.skipIf(!hasBrowser)('lottery pages', () => {
  const suite = useBrowserSuite({ houseVendor: true });

  it('sends a visitor at /lottery to /login', async () => {
    const page = await suite.openPage('/lottery', { language: 'EN' });
    await expectPath(page, '/login');
    await visible(page.getByRole('dialog', { name: 'Log in' }));
    for (const path of ['/seaLottery', '/vnLottery?gameCode=vn-mb']) {
      await page.goto(path);
      await expectPath(page, '/login');
    }
  });

  it('shows a member the lobby of the house’s games without the side menu; a starred game stays under Favourites after a reload', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'lottofav' });
    await visible(sideMenu(page));
    await page.goto('/lottery');
    await visible(page.getByRole('heading', { name: 'Lottery', level: 1 }));
    expect(await sideMenu(page).count()).toBe(0);

    // A lottery vendor is present: the entertainment prize mode, opening on the fast draws.
    expect(await textOf(page.locator('.lottery-hero'))).toContain('Entertainment lottery');
    expect(await lobbyTab(page, 'Fast draws').getAttribute('aria-selected')).toBe('true');
    const fast = await visible(card(page, '5D Speed 1 min'));
    await visible(card(page, '3D Lotto 3 min'));
    expect(await textOf(fast)).toContain('House Games');
    // Its next draw's close counts down.
    await visible(fast.getByRole('timer'));

    await lobbyTab(page, 'North').click();
    await visible(card(page, 'Northern Vietnam'));
    await lobbyTab(page, 'South').click();
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(0);

    await lobbyTab(page, 'Fast draws').click();
    const star = fast.getByRole('button', { name: 'Add 5D Speed 1 min to favourites' });
    await star.click();
    await visible(fast.getByRole('button', { name: 'Remove 5D Speed 1 min from favourites' }));
    expect(
      await page.evaluate(
        (name) => localStorage.getItem(`lotteryFavourites:${name}`),
        username.toLowerCase(),
      ),
    ).toContain('lotto-5d-1');

    await page.reload();
    await lobbyTab(page, 'Favourites').click();
    const favourites = page.getByRole('tabpanel').getByRole('article');
    await visible(card(page, '5D Speed 1 min'));
    expect(await favourites.count()).toBe(1);
  });

  it('opens a game from the lobby, /vnLottery?gameCode= and the navigation’s lottery entry in the game frame', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'lottoplay', funds: '100.00' });
    // The navigation's lottery entry launches the SEA lottery game (the first fast draw) directly.
    await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'E-lottery' }).click();
    await expectPath(page, '/seaLottery');
    await visible(page.getByRole('heading', { name: '5D Speed 1 min', level: 1 }));
    await visible(page.locator('iframe.game-page__frame'));
    expect(await sideMenu(page).count()).toBe(0);

    await page.goto('/vnLottery?gameCode=vn-mb');
    await visible(page.getByRole('heading', { name: 'Northern Vietnam', level: 1 }));
    await visible(page.locator('iframe.game-page__frame'));

    await page.goto('/lottery');
    await card(page, '3D Lotto 3 min').getByRole('button', { name: 'Play 3D Lotto 3 min' }).click();
    await expectPath(page, '/seaLottery');
    await visible(page.getByRole('heading', { name: '3D Lotto 3 min', level: 1 }));
    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/lottery');
    await lobbyTab(page, 'Recent').click();
    await visible(card(page, '3D Lotto 3 min'));
  });
});
