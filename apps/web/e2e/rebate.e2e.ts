import { describe, expect, it } from 'vitest';
import { REBATE_CATEGORIES, type WhitelabelNode } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { headerBalance, logInFromHeader, uniqueUsername, useBrowserSuite, visible } from './support/app.ts';

const PASSWORD = 'secret123';
const VENDOR = {
  vassalage: 'REBATEV',
  displayName: 'Rebate vendor',
  gameId: 'rebate-slot',
  gameName: 'Rebate Slot',
};

describe.skipIf(!hasBrowser)('manual rebate', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('a member with valid bets claims today’s rebate, sees it credited and the button disabled', async () => {
    const { server } = suite;
    // The operator turns the rewards on and gives members without an upline 1.5% on slots.
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.enabled || node.modId === 'REWARDS',
        childrenNodes: on(node.childrenNodes),
      }));
    await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
    await consoleApi.request('PUT', '/rewards/rebate/settings', {
      defaultRates: { ...Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '0'])), RNG: '1.5' },
      autoRebate: false,
    });

    // The member plays 2,000.00 of valid bet on a slot.
    const member = uniqueUsername('reb');
    await server.createMember({ username: member, password: PASSWORD });
    await server.fundMember(member, '2000.00');
    await server.addVendor({
      vassalage: VENDOR.vassalage,
      displayName: VENDOR.displayName,
      categories: ['RNG'],
      games: [
        testGame(VENDOR.gameId, { gameType: 'RNG', names: { JA: VENDOR.gameName, EN: VENDOR.gameName } }),
      ],
    });
    await server.playRound({
      username: member,
      vassalage: VENDOR.vassalage,
      gameId: VENDOR.gameId,
      stake: '2000.00',
      payout: '0.00',
    });

    const page = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(page, member, PASSWORD);
    await page.goto('/member/manualRebate');
    await visible(page.getByRole('heading', { level: 1, name: 'Manual rebate' }));
    const slots = page.locator('[data-category="RNG"]');
    // The statistics take the round in within a second: the card then shows 1.5% of 2,000.00.
    await expect
      .poll(
        async () => {
          await page.reload();
          return slots.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('30.00');
    expect(await slots.innerText()).toContain('2,000.00');
    const claim = page.getByRole('button', { name: 'Claim rebate' });
    expect(await claim.isEnabled()).toBe(true);

    await claim.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Claim rebate' }));
    await dialog.getByRole('button', { name: 'Claim rebate' }).click();
    await visible(page.getByText('Rebate of 30.00 added to your main wallet.'));
    await visible(page.getByRole('button', { name: 'Claimed today' }));
    expect(await page.getByRole('button', { name: 'Claimed today' }).isDisabled()).toBe(true);
    await visible(page.getByRole('table', { name: 'Rebate history' }).getByText('30.00'));
    await expect.poll(() => headerBalance(page)).toContain('30.00');

    // Bonus details: the member's rate per product.
    await page.goto('/member/bonusDetails');
    await visible(page.getByRole('heading', { level: 1, name: 'Bonus details' }));
    expect(await page.locator('.rebate-rate[data-category="RNG"]').innerText()).toContain('1.5%');
  });
});
