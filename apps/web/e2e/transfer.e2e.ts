import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  callAsMember,
  headerBalance,
  logInNewMember,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

/** A vendor whose games play against its own wallet, filled by transfers from the main wallet. */
const VENDOR = { vassalage: 'TRWALLET', gameId: 'transfer-slot' } as const;
const VENDOR_WALLET = `${VENDOR.vassalage} wallet`;

/** Each wallet's balance as the page lists it: { "Main wallet": "500.00", ... }. */
const walletBalances = async (page: Page) => {
  const items = page.getByRole('list', { name: 'Wallet balances' }).getByRole('listitem');
  await visible(items.first());
  const balances: Record<string, string> = {};
  for (const text of await items.allInnerTexts()) {
    const match = /^(.+?)\s*¥\s*([\d,.-]+)$/s.exec(text.trim());
    if (match?.[1] !== undefined && match[2] !== undefined) balances[match[1].trim()] = match[2];
  }
  return balances;
};

describe.skipIf(!hasBrowser)('fund transfer', () => {
  const suite = useBrowserSuite();

  beforeAll(async () => {
    await suite.server.addVendor({
      vassalage: VENDOR.vassalage,
      displayName: 'Transfer Games',
      categories: ['RNG'],
      walletMode: 'TRANSFER',
      games: [
        {
          gameId: VENDOR.gameId,
          gameCode: 'TRSLOT',
          gameType: 'RNG',
          names: { JA: 'トランスファースロット', EN: 'Transfer Slot' },
          iconUrl: '/favicon.svg',
        },
      ],
    });
  });

  it('moves money to a transfer-mode vendor wallet and all of it back', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'trf', funds: '500.00' });
    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Wallet' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Wallet' }));
    expect(new URL(page.url()).pathname).toBe('/member/transferFund');

    // Before the first launch the member has no vendor wallet: nothing to transfer to.
    expect(await walletBalances(page)).toEqual({ 'Main wallet': '500.00' });
    await visible(page.getByText('Game wallets appear here once you play games'));
    expect(await page.getByRole('button', { name: 'Transfer', exact: true }).count()).toBe(0);

    // Launching the vendor's game opens its wallet and moves the main balance into it.
    const list = (await (
      await page.request.get(`/wps/relay/games?vassalage=${VENDOR.vassalage}`)
    ).json()) as { value: { games: { nodeId: number; gameId: string }[] } };
    const game = list.value.games.find((candidate) => candidate.gameId === VENDOR.gameId);
    if (game === undefined) throw new Error('The vendor game is not in the lobby');
    const launch = (await callAsMember(
      page,
      'GET',
      `/wps/game/launchGame?${new URLSearchParams({
        nodeId: String(game.nodeId),
        gameId: VENDOR.gameId,
        vassalage: VENDOR.vassalage,
        accountType: '1',
      }).toString()}`,
    )) as { walletMode: string; transferred: string | null };
    expect(launch).toMatchObject({ walletMode: 'TRANSFER', transferred: '500.00' });

    await page.reload();
    await expect
      .poll(() => walletBalances(page))
      .toEqual({ 'Main wallet': '0.00', [VENDOR_WALLET]: '500.00' });
    const transferCard = page.getByRole('region', { name: 'Transfer between wallets' });
    const allBack = transferCard.getByRole('button', { name: 'All back to main wallet' });

    // Everything back to the main wallet.
    await allBack.click();
    expect(await textOf(transferCard.getByRole('status'))).toBe(
      'Every game wallet was moved back to the main wallet.',
    );
    await expect
      .poll(() => walletBalances(page))
      .toEqual({ 'Main wallet': '500.00', [VENDOR_WALLET]: '0.00' });
    await expect.poll(() => headerBalance(page)).toBe('500.00');

    // Main → vendor wallet, part of the balance.
    expect(await transferCard.getByLabel('From', { exact: true }).inputValue()).toBe('MAIN');
    await transferCard.getByLabel('To', { exact: true }).selectOption({ label: VENDOR_WALLET });
    await transferCard.getByLabel('Amount', { exact: true }).fill('120.50');
    await transferCard.getByRole('button', { name: 'Transfer', exact: true }).click();
    expect((await textOf(transferCard.getByRole('status'))).replace(/\s+/g, ' ')).toMatch(
      /^Transferred: ¥ ?120\.50$/,
    );
    await expect
      .poll(() => walletBalances(page))
      .toEqual({ 'Main wallet': '379.50', [VENDOR_WALLET]: '120.50' });
    await expect.poll(() => headerBalance(page)).toBe('379.50');
    expect(await transferCard.getByLabel('Amount', { exact: true }).inputValue()).toBe('');

    // The same wallet on both sides is refused under "To".
    await transferCard.getByLabel('To', { exact: true }).selectOption({ label: 'Main wallet' });
    await transferCard.getByRole('button', { name: 'Transfer', exact: true }).click();
    expect(await transferCard.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await walletBalances(page)).toEqual({ 'Main wallet': '379.50', [VENDOR_WALLET]: '120.50' });

    // All back again.
    await allBack.click();
    await expect
      .poll(() => walletBalances(page))
      .toEqual({ 'Main wallet': '500.00', [VENDOR_WALLET]: '0.00' });
    await expect.poll(() => headerBalance(page)).toBe('500.00');
  });
});
