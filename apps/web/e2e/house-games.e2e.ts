import { describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  expectPath,
  gameTile,
  logInNewMember,
  slotRoundResult,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

/** The house vendor's games, opened from the lobby as a member opens them: in the game page's frame. */
const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.game-page__frame');
const valueOf = async (locator: Locator) => (await visible(locator)).getAttribute('data-value');
const toMinor = (amount: string | null) => BigInt((amount ?? '').replace(/[^\d]/g, ''));
/** A time as the betting record writes it, in the merchant's time zone. */
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

const openHouseGame = async (page: Page, name: string) => {
  await gameTile(page, name)
    .getByRole('button', { name: `Play ${name}` })
    .click();
  await expectPath(page, '/seamless');
  return gameFrame(page);
};

describe.skipIf(!hasBrowser)('house games', () => {
  const suite = useBrowserSuite({ houseVendor: true });

  it('spins a slot from the lobby, shows the result and the new balance, and the round is in the betting record', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'slot', funds: '100.00', path: '/rng' });
    const game = await openHouseGame(page, 'Sakura Garden');
    await expect.poll(() => valueOf(game.getByTestId('balance'))).toBe('100.00');
    const stake = game.getByLabel('Stake (JPY)');
    await stake.fill('1.00');
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    expect(await slotRoundResult(game)).toMatch(/Win|No win/);
    const win = await valueOf(game.getByTestId('last-win'));
    expect(win).not.toBe('');
    // A win can equal the stake, so wait for the exact balance rather than for any change.
    await expect
      .poll(() => valueOf(game.getByTestId('balance')))
      .toBe(((10_000 - 100 + Number(toMinor(win))) / 100).toFixed(2));

    // The game's history, in the merchant's time zone as the platform's record is.
    await game.getByRole('button', { name: 'History' }).click();
    const gameTime = await textOf(game.getByTestId('history-item').first().locator('.history__time'));

    await page.goto('/member/personalHistoryCopy');
    const rows = page.getByRole('table', { name: 'Betting record' }).getByRole('row');
    // The table shows a "Loading…" row before the record arrives: wait for the round itself.
    await expect.poll(() => textOf(rows.nth(1))).toContain('Sakura Garden');
    expect(await rows.count()).toBe(2);
    const row = await textOf(rows.nth(1));
    expect(row).toContain('1.00');
    expect(row).toContain(win ?? '');

    // The vendor stamps its round a moment before the platform records the bet: the same time, to
    // within the second that may tick between them (the browser runs in UTC, the merchant in Tokyo).
    const recordTime = DATE_TIME.exec(row)?.[0];
    expect(gameTime).toMatch(DATE_TIME);
    const instant = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);
    const secondsApart = (instant(recordTime ?? '') - instant(gameTime)) / 1000;
    expect(secondsApart).toBeGreaterThanOrEqual(0);
    expect(secondsApart).toBeLessThanOrEqual(1);
  });

  it('rolls dice, then verifies the round on the fairness page from the revealed seed', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'dice', funds: '20.00', path: '/rng' });
    const game = await openHouseGame(page, 'Dice');
    await game.getByRole('button', { name: 'Roll', exact: true }).click();
    const result = game.getByTestId('round-result');
    await expect.poll(() => textOf(result), { timeout: 15_000 }).toMatch(/^Rolled \d\d\.\d\d/);
    const roll = /Rolled (\d\d\.\d\d)/.exec(await textOf(result))?.[1];
    const win = await valueOf(game.getByTestId('last-win'));
    await expect
      .poll(() => valueOf(game.getByTestId('balance')))
      .toBe(((2000 - 10 + Number(toMinor(win))) / 100).toFixed(2));

    await game.getByRole('button', { name: 'Fairness' }).click();
    const dialog = game.getByRole('dialog', { name: 'Provably fair' });
    const current = dialog.getByRole('region', { name: 'Current seeds' });
    const shownHash = await textOf(current.locator('.seed', { hasText: 'Server seed hash' }).locator('code'));
    await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
    const revealed = dialog.getByRole('region', { name: 'Revealed seeds' });
    await visible(revealed.getByText('Server seed', { exact: true }));
    await dialog.getByRole('button', { name: 'Close' }).click();

    await game.getByRole('button', { name: 'History' }).click();
    await game.getByTestId('history-item').first().click();
    const verifyHref = await game.getByRole('link', { name: 'Verify' }).getAttribute('href');
    expect(verifyHref).toContain('/house/fairness');
    await page.goto(new URL(verifyHref ?? '', page.url()).toString());
    await visible(page.getByRole('heading', { name: 'Verify a round' }));
    const verified = page.getByTestId('round-result');
    await expect.poll(() => textOf(verified)).toContain(`Rolled ${roll}`);
    expect(
      await textOf(page.locator('.seed', { hasText: 'SHA-256 of the server seed' }).locator('code')),
    ).toBe(shownHash);
  });

  it('plays mines: a board, reveals, and a cash-out or a mine, with the balance following', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'mines', funds: '10.00', path: '/rng' });
    const game = await openHouseGame(page, 'Mines');
    await game.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => valueOf(game.getByTestId('balance'))).toBe('9.90');
    const cell = game.getByTestId('cell-7');
    await cell.click();
    await expect.poll(() => cell.getAttribute('aria-label')).not.toMatch(/hidden$/);
    if ((await cell.getAttribute('aria-label'))?.endsWith('mine, exploded')) {
      // One board in about eight: three mines of 25 and cell 8 was one of them; the stake is lost.
      expect(await textOf(game.getByText('Boom! You hit a mine.'))).toBeTruthy();
      expect(await valueOf(game.getByTestId('balance'))).toBe('9.90');
      return;
    }
    expect(await cell.getAttribute('aria-label')).toBe('Cell 8: gem');
    const cashOut = game.getByRole('button', { name: /^Cash out/ });
    const label = await textOf(cashOut);
    const amount = /Cash out ([\d.]+)/.exec(label)?.[1] ?? '';
    await cashOut.click();
    await expect
      .poll(() => valueOf(game.getByTestId('balance')))
      .toBe(((990 + Number(toMinor(amount))) / 100).toFixed(2));
    expect(await valueOf(game.getByTestId('last-win'))).toBe(amount);
  });
});
