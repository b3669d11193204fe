import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  logInNewMember,
  namedGame,
  textOf,
  uniqueUsername,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Two vendors in two categories, one game each. */
const SLOTS = {
  vassalage: 'BETSLOT',
  displayName: 'Slot House',
  gameId: 'lucky-slot',
  gameName: 'Lucky Slot',
} as const;
const LIVE = {
  vassalage: 'BETLIVE',
  displayName: 'Live Hall',
  gameId: 'speed-baccarat',
  gameName: 'Speed Baccarat',
} as const;

/** The text a person reads, one space between words. */
const flat = async (locator: Locator) => (await textOf(locator)).replace(/\s+/g, ' ').trim();

/** The totals row: count, stake, valid bet, payout and win/loss of the whole range. */
const totalsOf = (page: Page) => flat(page.getByLabel('Totals for the range', { exact: true }));

/** Whether the element's text colour is the theme's colour `variable` (a CSS custom property). */
const hasThemeColour = (locator: Locator, variable: string) =>
  locator.evaluate((element, name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(element).color === expected;
  }, variable);

describe.skipIf(!hasBrowser)('betting record and profit', () => {
  const suite = useBrowserSuite();

  beforeAll(async () => {
    for (const [vendor, gameType] of [
      [SLOTS, 'RNG'],
      [LIVE, 'LIVE'],
    ] as const) {
      await suite.server.addVendor({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        categories: [gameType],
        games: [namedGame(vendor.gameId, vendor.gameName, { gameType })],
      });
    }
  });

  /** A member who won on the slot and lost at the live table; another member played too. */
  const playWinAndLoss = async (prefix: string) => {
    const { page, username } = await logInNewMember(suite, { prefix, funds: '1000.00' });
    const win = await suite.server.playRound({
      username,
      vassalage: SLOTS.vassalage,
      gameId: SLOTS.gameId,
      stake: '10.00',
      payout: '25.00',
    });
    const loss = await suite.server.playRound({
      username,
      vassalage: LIVE.vassalage,
      gameId: LIVE.gameId,
      stake: '20.00',
      payout: '0.00',
    });
    const other = uniqueUsername('oth');
    await suite.server.createMember({ username: other, password: 'secret123' });
    await suite.server.fundMember(other, '500.00');
    await suite.server.playRound({
      username: other,
      vassalage: SLOTS.vassalage,
      gameId: SLOTS.gameId,
      stake: '77.00',
      payout: '0.00',
    });
    return { page, username, win, loss };
  };

  it('lists the rounds with amounts and totals, filters by category and vendor, and shows no one else’s', async () => {
    const { page, username, win, loss } = await playWinAndLoss('bet');

    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Betting record' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Betting record' }));
    expect(new URL(page.url()).pathname).toBe('/member/personalHistoryCopy');

    const table = page.getByRole('table', { name: 'Betting record' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await flat(rows.nth(0))).toBe('Bet time Game Stake Valid bet Payout Win/loss Status');
    // Newest first: the lost live round, then the slot win; times as year-month-day hour:minute:second.
    const time = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;
    expect(await flat(rows.nth(1))).toMatch(
      new RegExp(
        `^${time} Settled ${time} Speed Baccarat Live Hall · Live casino Round ${loss.roundId} ¥ ?20\\.00 ¥ ?20\\.00 ¥ ?0\\.00 ¥ ?-20\\.00 Settled$`,
      ),
    );
    expect(await flat(rows.nth(2))).toMatch(
      new RegExp(
        `^${time} Settled ${time} Lucky Slot Slot House · Slots Round ${win.roundId} ¥ ?10\\.00 ¥ ?10\\.00 ¥ ?25\\.00 ¥ ?\\+15\\.00 Settled$`,
      ),
    );
    // A win reads in the theme's success colour, a loss in its danger colour.
    const winLoss = (row: number) => rows.nth(row).locator('td').nth(5).locator('.amount__value');
    expect(await hasThemeColour(winLoss(2), '--color-success')).toBe(true);
    expect(await hasThemeColour(winLoss(1), '--color-danger')).toBe(true);

    expect(await totalsOf(page)).toMatch(
      /^Bets 2 Stake ¥ ?30\.00 Valid bet ¥ ?30\.00 Payout ¥ ?25\.00 Win\/loss ¥ ?-5\.00$/,
    );
    // The other member's 77.00 round is nowhere on the page.
    expect(await page.locator('main').innerText()).not.toContain('77.00');

    // Category: slots only.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Slots' });
    await page
      .getByRole('region', { name: 'Betting record' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    // Wait for the record itself: the table shows a "Loading…" row while it searches.
    await expect.poll(() => flat(rows.nth(1))).toContain('Lucky Slot Slot House · Slots');
    expect(await rows.count()).toBe(2);
    expect(await totalsOf(page)).toMatch(/^Bets 1 Stake ¥ ?10\.00 .* Win\/loss ¥ ?\+15\.00$/);
    expect(new URL(page.url()).searchParams.get('gameType')).toBe('RNG');

    // Vendor: the live hall, every category.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'All categories' });
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: LIVE.displayName });
    await page
      .getByRole('region', { name: 'Betting record' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect.poll(async () => flat(rows.nth(1))).toContain('Speed Baccarat Live Hall · Live casino');
    expect(await rows.count()).toBe(2);
    expect(await totalsOf(page)).toMatch(/^Bets 1 Stake ¥ ?20\.00 .* Win\/loss ¥ ?-20\.00$/);
    expect(new URL(page.url()).searchParams.get('vassalage')).toBe(LIVE.vassalage);

    // Slots at the live hall: nothing.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Slots' });
    await page
      .getByRole('region', { name: 'Betting record' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await visible(table.getByText('No bets in this range.'));
    expect(await totalsOf(page)).toMatch(/^Bets 0 Stake ¥ ?0\.00 /);

    // A reload keeps the filters; the previous week holds no rounds.
    await page.reload();
    expect(await page.getByLabel('Vendor', { exact: true }).inputValue()).toBe(LIVE.vassalage);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('RNG');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'All categories' });
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'All vendors' });
    await page
      .getByRole('region', { name: 'Betting record' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect.poll(() => rows.count()).toBe(3);
    await page
      .getByRole('group', { name: 'Move the date range' })
      .getByRole('button', { name: 'Previous 7 days' })
      .click();
    await visible(table.getByText('No bets in this range.'));
  });

  it('pages through the rounds, the totals covering them all', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'bpg', funds: '1000.00' });
    const played: string[] = [];
    for (let round = 1; round <= 23; round += 1) {
      const { roundId } = await suite.server.playRound({
        username,
        vassalage: SLOTS.vassalage,
        gameId: SLOTS.gameId,
        stake: '1.00',
        payout: round % 2 === 0 ? '3.00' : '0.00',
      });
      played.push(roundId);
    }
    const rows = page.getByRole('table', { name: 'Betting record' }).getByRole('row');
    const roundsShown = async () =>
      (await rows.getByText(/^Round /).allInnerTexts()).map((text) => text.replace(/^Round /, ''));
    await page.goto('/member/personalHistoryCopy');
    await expect.poll(() => rows.count()).toBe(21);
    const paging = page.getByRole('navigation', { name: 'Pages' });
    expect(await flat(paging.getByRole('paragraph'))).toBe('23 records · page 1 of 2');
    // Newest first: the last 20 rounds played.
    expect(await roundsShown()).toEqual(played.slice(3).reverse());

    await paging.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    expect(await flat(paging.getByRole('paragraph'))).toBe('23 records · page 2 of 2');
    expect(await paging.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await roundsShown()).toEqual(played.slice(0, 3).reverse());
    expect(new URL(page.url()).searchParams.get('pageNum')).toBe('2');
    // 23 rounds of 1.00, 11 of them paid 3.00: 33.00 back, +10.00.
    expect(await totalsOf(page)).toMatch(
      /^Bets 23 Stake ¥ ?23\.00 Valid bet ¥ ?23\.00 Payout ¥ ?33\.00 Win\/loss ¥ ?\+10\.00$/,
    );

    await paging.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows.count()).toBe(21);
  });

  it('sums the settled rounds by category and by day on the profit page', async () => {
    const { page, username } = await playWinAndLoss('pnl');
    await suite.server.playRound({
      username,
      vassalage: SLOTS.vassalage,
      gameId: SLOTS.gameId,
      stake: '5.00',
      payout: '0.00',
    });

    await page.goto('/member');
    await page
      .getByRole('navigation', { name: 'Member centre pages' })
      .first()
      .getByRole('link', { name: /Profit and loss/ })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Profit and loss' }));
    expect(new URL(page.url()).pathname).toBe('/member/personalProfit');
    const today = await page.getByLabel('End date').inputValue();

    const byCategory = page.getByRole('table', { name: 'By category' }).getByRole('row');
    await expect.poll(() => byCategory.count()).toBe(3);
    expect(await flat(byCategory.nth(0))).toBe('Category Bets Stake Valid bet Payout Win/loss');
    const categoryRows = [await flat(byCategory.nth(1)), await flat(byCategory.nth(2))].sort();
    expect(categoryRows).toEqual([
      expect.stringMatching(/^Live casino 1 ¥ ?20\.00 ¥ ?20\.00 ¥ ?0\.00 ¥ ?-20\.00$/),
      expect.stringMatching(/^Slots 2 ¥ ?15\.00 ¥ ?15\.00 ¥ ?25\.00 ¥ ?\+10\.00$/),
    ]);

    const byDay = page.getByRole('table', { name: 'By day' }).getByRole('row');
    await expect.poll(() => byDay.count()).toBe(2);
    expect(await flat(byDay.nth(1))).toMatch(
      new RegExp(`^${today} 3 ¥ ?35\\.00 ¥ ?35\\.00 ¥ ?25\\.00 ¥ ?-10\\.00$`),
    );
    expect(await totalsOf(page)).toMatch(
      /^Bets 3 Stake ¥ ?35\.00 Valid bet ¥ ?35\.00 Payout ¥ ?25\.00 Win\/loss ¥ ?-10\.00$/,
    );
    expect(await page.locator('main').innerText()).not.toContain('77.00');

    // The previous week: nothing settled.
    await page
      .getByRole('group', { name: 'Move the date range' })
      .getByRole('button', { name: 'Previous 7 days' })
      .click();
    await expect.poll(() => page.getByLabel('End date').inputValue()).toBe(addDays(today, -7));
    await visible(page.getByRole('table', { name: 'By day' }).getByText('No settled bets in this range.'));
  });

  it('labels the rounds’ bets and wins in the transaction history and filters by them', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'btx', funds: '100.00' });
    await suite.server.playRound({
      username,
      vassalage: SLOTS.vassalage,
      gameId: SLOTS.gameId,
      stake: '10.00',
      payout: '25.00',
    });
    await page.goto('/member/transactionHistory');
    const rows = page.getByRole('table', { name: 'Transaction history' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    // Newest first: the win, the bet, the funding.
    expect(await flat(rows.nth(1))).toMatch(/^\d+ Win ¥ ?\+25\.00 ¥ ?115\.00 /);
    expect(await flat(rows.nth(2))).toMatch(/^\d+ Bet ¥ ?-10\.00 ¥ ?90\.00 /);

    const type = page.getByLabel('Type', { exact: true });
    expect(await type.locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Bet', 'Win', 'Bet refund']),
    );
    await type.selectOption({ label: 'Bet' });
    await page
      .getByRole('region', { name: 'Transaction history' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect.poll(() => flat(rows.nth(1))).toMatch(/^\d+ Bet ¥ ?-10\.00 /);
    expect(await rows.count()).toBe(2);
  });

  it('refuses a range over 90 days under the end date and keeps the typed dates', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'brg' });
    for (const { path, title, button } of [
      { path: '/member/personalHistoryCopy', title: 'Betting record', button: 'Search' },
      { path: '/member/personalProfit', title: 'Profit and loss', button: 'Show' },
    ]) {
      await page.goto(path);
      const submit = page
        .getByRole('region', { name: title })
        .getByRole('button', { name: button, exact: true });
      const start = page.getByLabel('Start date');
      const end = page.getByLabel('End date');
      const today = await end.inputValue();
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const before = page.url();
      // 91 days, both counted.
      await start.fill(addDays(today, -90));
      await submit.click();
      await visible(page.getByText('Choose at most 90 days'));
      expect(await end.getAttribute('aria-invalid')).toBe('true');
      expect(await start.inputValue()).toBe(addDays(today, -90));
      expect(await end.inputValue()).toBe(today);
      expect(page.url()).toBe(before);

      // 90 days are fine.
      await start.fill(addDays(today, -89));
      await submit.click();
      await page.waitForURL((url) => url.searchParams.get('startDate') === addDays(today, -89));
      await page.getByText('Choose at most 90 days').waitFor({ state: 'detached' });
    }
  });
});
