import { describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { callAsMember, expectPath, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';

/** The house lottery, opened as the lobby opens a game: in the game page's frame. */
const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.game-page__frame');
const toMinor = (amount: string | null) => BigInt((amount ?? '').replace(/[^\d]/g, '') || '0');
const valuesOf = (locator: Locator) =>
  locator.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-value') ?? ''));

/** The fast game's draws come every minute on the real clock: a settled order is at most ~80 s away. */
const SETTLED_WITHIN_MS = 150_000;
/** The test waits for one draw on the real clock, so it may take up to that wait and its steps. */
const TEST_TIMEOUT_MS = SETTLED_WITHIN_MS + 30_000;

const openLotteryGame = async (page: Page, gameId: string) => {
  const { games } = (await callAsMember(page, 'GET', '/wps/relay/games?vassalage=HOUSE&pageSize=100')) as {
    games: { nodeId: number; gameId: string }[];
  };
  const game = games.find((candidate) => candidate.gameId === gameId);
  if (!game) throw new Error(`no house game ${gameId}`);
  await page.goto(`/seamless?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=HOUSE`);
  await expectPath(page, '/seamless');
  return gameFrame(page);
};

describe.skipIf(!hasBrowser)('house lottery', () => {
  const suite = useBrowserSuite({ houseVendor: true });

  it(
    'places a position bet following three fast draws at the cost shown, sees an order settle with the balance, and verifies its draw',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { page } = await logInNewMember(suite, { prefix: 'lotto', funds: '100.00' });
      const game = await openLotteryGame(page, 'lotto-5d-1');
      await expect.poll(() => game.getByTestId('balance').getAttribute('data-value')).toBe('100.00');
      await visible(game.getByTestId('open-draw'));

      // Position: ball 1 is 7, ball 2 is 3 — two combinations at the minimum stake, over three draws.
      await expect
        .poll(() => game.getByRole('tab', { name: 'Position' }).getAttribute('aria-selected'))
        .toBe('true');
      await game.getByRole('button', { name: 'Ball 1 7', exact: true }).click();
      await game.getByRole('button', { name: 'Ball 2 3', exact: true }).click();
      await game.getByLabel('Follow the next draws').check();
      await game.getByLabel('Draws to follow').selectOption('3');
      await game.getByLabel('Stop on a win').uncheck();
      expect(await textOf(game.getByTestId('slip-units'))).toBe('2');
      const cost = await game.getByTestId('slip-cost').getAttribute('data-value');
      expect(cost).toBe('6.00');

      await game.getByRole('button', { name: 'Place bet' }).click();
      await visible(game.getByText(/Placed 3 order\(s\) on draw/));
      await expect
        .poll(() => game.getByTestId('balance').getAttribute('data-value'))
        .toBe(((10_000 - Number(toMinor(cost))) / 100).toFixed(2));

      const orders = game.getByTestId('lottery-order');
      await expect.poll(() => orders.count()).toBe(3);
      expect(await valuesOf(game.getByTestId('order-amount'))).toEqual(['2.00', '2.00', '2.00']);
      expect(
        await orders.evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))),
      ).toEqual(['PROCESSING', 'PROCESSING', 'PROCESSING']);

      // The first draw settles on the real clock; the page polls, so the order turns won or lost by itself
      // and the balance follows: the stakes taken, every win paid.
      const settled = orders.and(game.locator('[data-status="WON"], [data-status="LOST"]'));
      await expect
        .poll(() => settled.count(), { timeout: SETTLED_WITHIN_MS, interval: 2_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const wins = (await valuesOf(game.getByTestId('order-win'))).reduce(
            (sum, win) => sum + toMinor(win),
            0n,
          );
          return (
            toMinor(await game.getByTestId('balance').getAttribute('data-value')) === 10_000n - 600n + wins
          );
        })
        .toBe(true);
      const drawNo = (await textOf(settled.first().locator('dd').first())).trim();

      // The settled order's draw, recomputed from its revealed seed on the verification page.
      await game.getByRole('tab', { name: 'Results' }).click();
      const result = game.getByTestId('lottery-result').filter({ hasText: `Draw ${drawNo}` });
      const href = await (await visible(result.getByRole('link', { name: 'Verify' }))).getAttribute('href');
      expect(href).toContain(`lottery=lotto-5d-1`);
      await page.goto(new URL(href ?? '', page.url()).toString());
      await visible(page.getByRole('heading', { level: 1, name: 'Verify a lottery draw' }));
      expect(await page.title()).toBe('Verify a lottery draw');
      await expect.poll(() => textOf(page.getByTestId('lottery-verdict'))).toMatch(/^Matches/);
      expect(
        await page
          .locator('.seed', { hasText: 'Hash published before the close' })
          .locator('code')
          .innerText(),
      ).toBe(
        await page.locator('.seed', { hasText: 'SHA-256 of the server seed' }).locator('code').innerText(),
      );
    },
  );
});
