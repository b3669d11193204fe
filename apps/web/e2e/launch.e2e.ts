import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  expectPath,
  headerBalance,
  logInNewMember,
  textOf,
  uniqueUsername,
  useBrowserSuite,
  visible,
  gameTile,
  namedGame,
} from './support/app.ts';

/** A live casino (one game with a free trial), a slot vendor, a closed table and a transfer-wallet vendor. */
const LIVE = { vassalage: 'LAUNCHLIVE', displayName: 'Velvet Live' } as const;
const SLOTS = { vassalage: 'LAUNCHSLOT', displayName: 'Comet Slots' } as const;
const CLOSED = { vassalage: 'LAUNCHSHUT', displayName: 'Quiet Tables' } as const;
const WALLET = { vassalage: 'LAUNCHXFER', displayName: 'Harbour Games' } as const;

const gameFrame = (page: Page) => page.frameLocator('iframe.game-page__frame');
const balanceGroup = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

describe.skipIf(!hasBrowser)('launching games', () => {
  const suite = useBrowserSuite();

  beforeAll(async () => {
    await suite.server.addVendor({
      ...LIVE,
      categories: ['LIVE'],
      games: [
        namedGame('velvet-baccarat', 'Velvet Baccarat', { gameType: 'LIVE', supportsTrial: true }),
        namedGame('velvet-roulette', 'Velvet Roulette', { gameType: 'LIVE' }),
      ],
    });
    await suite.server.addVendor({
      ...SLOTS,
      categories: ['RNG'],
      games: [namedGame('comet-reels', 'Comet Reels', { gameType: 'RNG' })],
    });
    await suite.server.addVendor({
      ...CLOSED,
      categories: ['LIVE'],
      games: [namedGame('quiet-blackjack', 'Quiet Blackjack', { gameType: 'LIVE' })],
    });
    await suite.server.addVendor({
      ...WALLET,
      categories: ['FISH'],
      walletMode: 'TRANSFER',
      games: [namedGame('harbour-catch', 'Harbour Catch', { gameType: 'FISH' })],
    });
    const hour = 60 * 60 * 1000;
    await suite.server.setVendorMaintenance(CLOSED.vassalage, {
      startTime: new Date(Date.now() - hour).toISOString(),
      endTime: new Date(Date.now() + 2 * hour).toISOString(),
    });
  });

  it("shows the vendor's page in the game page with the member's balance, without the header balance", async () => {
    const { page } = await logInNewMember(suite, { prefix: 'launch', funds: '150.00', path: '/live' });
    await visible(balanceGroup(page).getByText('150.00', { exact: true }));
    const start = gameTile(page, 'Velvet Roulette').getByRole('button', { name: 'Start' });
    await start.click();

    await page.waitForURL(
      (url) => url.pathname === '/seamless' && url.searchParams.get('accountType') === '1',
    );
    await visible(page.getByRole('heading', { level: 1, name: 'Velvet Roulette' }));
    const frame = gameFrame(page);
    await visible(frame.getByRole('heading', { name: LIVE.displayName }));
    await visible(frame.getByText('VELVET-ROULETTE'));
    await visible(frame.getByText('Balance 150.00'));
    expect(await page.locator('iframe.game-page__frame').getAttribute('title')).toBe('Velvet Roulette');

    expect(await balanceGroup(page).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Side menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Games' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/live');
    await visible(balanceGroup(page));
    expect(await headerBalance(page)).toBe('150.00');
  });

  it('starts an RNG game from its image (no start button) and lists it among the recent games', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'recent', funds: '20.00', path: '/rng' });
    const reels = await visible(gameTile(page, 'Comet Reels'));
    expect(await reels.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await reels.getByRole('button', { name: 'Play Comet Reels' }).click();
    await expectPath(page, '/seamless');
    await visible(gameFrame(page).getByText('Balance 20.00'));

    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/rng');
    await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Recent' }).click();
    await expectPath(page, '/recent');
    const recent = await visible(page.getByRole('list', { name: 'Recent' }));
    expect(await recent.getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Comet Reels'),
    ]);
  });

  it('offers a free trial only where supportPlay is 0, and the trial shows the demo balance', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'trial', funds: '40.00', path: '/live' });
    await visible(gameTile(page, 'Velvet Roulette'));
    expect(await gameTile(page, 'Velvet Roulette').getByRole('button', { name: 'Free trial' }).count()).toBe(
      0,
    );
    await gameTile(page, 'Velvet Baccarat').getByRole('button', { name: 'Free trial' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/seamless' && url.searchParams.get('accountType') === '0',
    );
    await visible(gameFrame(page).getByText('Demo balance 2000.00'));
    expect(await gameFrame(page).getByText('Balance 40.00').count()).toBe(0);
  });

  it('gives a visitor the login popup instead of starting a game', async () => {
    const page = await suite.openPage('/live', { language: 'EN' });
    await gameTile(page, 'Velvet Roulette').getByRole('button', { name: 'Start' }).click();
    const login = await visible(page.getByRole('dialog', { name: 'Log in' }));
    await expectPath(page, '/live');
    await login.getByRole('button', { name: 'Close' }).click();
    await login.waitFor({ state: 'detached' });
  });

  it("starts a visitor's free trial from a tile and opens that game, with no deposit or withdrawal", async () => {
    const page = await suite.openPage('/live', { language: 'EN' });
    await gameTile(page, 'Velvet Baccarat').getByRole('button', { name: 'Free trial' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/seamless' && url.searchParams.get('accountType') === '0',
    );
    await visible(page.getByRole('heading', { level: 1, name: 'Velvet Baccarat' }));
    await visible(gameFrame(page).getByText('VELVET-BACCARAT'));
    await visible(gameFrame(page).getByText('Demo balance 2000.00'));
    const header = page.getByRole('banner');
    await visible(header.getByText('Trial', { exact: true }));
    expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Deposit' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Withdraw' }).count()).toBe(0);
  });

  it('refuses a trial account with the in_need_true_account dialog: launch, star and favourites', async () => {
    const username = uniqueUsername('trial');
    const token = await suite.server.openTrialSession(username);
    const page = await suite.openPage('/', { language: 'EN' });
    await page.evaluate(
      ({ token: sessionToken, username: name }) => {
        sessionStorage.setItem('token', sessionToken);
        sessionStorage.setItem('username', name);
        sessionStorage.setItem('isAgent', 'false');
      },
      { token, username },
    );
    await page.goto('/live');
    await visible(page.getByRole('banner').getByRole('button', { name: username }));
    const trialMessage = 'Please register a real account to use this feature.';

    await gameTile(page, 'Velvet Roulette').getByRole('button', { name: 'Start' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(dialog.locator('.dialog__message'))).toBe(trialMessage);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/live');
    await dialog.waitFor({ state: 'detached' });

    const star = gameTile(page, 'Velvet Roulette').getByRole('button', { name: 'Favourite' });
    await star.click();
    dialog = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(dialog.locator('.dialog__message'))).toBe(trialMessage);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Favourites' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Real account needed' }));
    expect(await textOf(dialog.locator('.dialog__message'))).toBe(trialMessage);
  });

  it('explains a vendor under maintenance and offers other games, which start from the dialog', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'maint', funds: '30.00', path: '/live' });
    const closed = await visible(gameTile(page, 'Quiet Blackjack'));
    await visible(closed.getByText('Maintenance'));
    await closed.getByRole('button', { name: 'Start' }).click();

    const dialog = await visible(page.getByRole('dialog', { name: 'Under maintenance' }));
    expect(await textOf(dialog.locator('.dialog__message'))).toMatch(
      /^Under maintenance until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    const suggestions = dialog.getByRole('list', { name: 'Play one of these instead' });
    await visible(suggestions);
    const names = await suggestions.getByRole('article').allInnerTexts();
    expect(names.join('\n')).toContain('Velvet Roulette');
    expect(names.join('\n')).not.toContain('Quiet Blackjack');

    await suggestions
      .getByRole('article', { name: 'Velvet Roulette' })
      .getByRole('button', { name: 'Start' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(gameFrame(page).getByText('VELVET-ROULETTE'));
    await visible(gameFrame(page).getByText('Balance 30.00'));
  });

  it('tells how much moved into a transfer-wallet vendor, and the balance is asked again on the way out', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'xfer', funds: '75.00', path: '/fish' });
    await visible(balanceGroup(page).getByText('75.00', { exact: true }));
    await gameTile(page, 'Harbour Catch').getByRole('button', { name: 'Start' }).click();
    await expectPath(page, '/seamless');
    const notice = await visible(page.getByRole('status').filter({ hasText: "Moved to this game's wallet" }));
    expect(await notice.innerText()).toContain('75.00');
    await visible(gameFrame(page).getByText('Balance 75.00'));

    // The whole main wallet moved to the vendor's wallet: the header shows it once back.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/fish');
    await visible(balanceGroup(page).getByText('0.00', { exact: true }));
    expect(await headerBalance(page)).toBe('0.00');
  });
});
