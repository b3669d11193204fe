import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { headerBalance, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';

const OFF: Record<string, string | null> = {
  MONTHLY_DEPOSIT: null,
  TOTAL_DEPOSIT: null,
  DEPOSIT_COUNT: null,
  MONTHLY_TURNOVER: null,
  TOTAL_TURNOVER: null,
};
const rank = (EN: string, JA: string, promotion: Record<string, string>, upgradeBonus: string) => ({
  name: { JA, EN },
  labelColor: '#f0c060',
  textColor: '#1a1a1a',
  match: 'ALL',
  promotion: { ...OFF, ...promotion },
  keepMatch: 'ALL',
  keep: OFF,
  upgradeBonus,
  salaries: [],
  rebateBonus: {},
  withdrawalDailyCount: null,
  withdrawalMaxAmount: null,
});

describe.skipIf(!hasBrowser)('VIP rank', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('a member deposits and plays, its rank rises on the VIP page and the header label changes', async () => {
    const { server } = suite;
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.enabled || node.modId === 'VIP' || node.modId === 'REWARDS',
        childrenNodes: on(node.childrenNodes),
      }));
    await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
    await consoleApi.request(
      'POST',
      '/vip/ranks',
      rank('Bronze', 'ブロンズ', { TOTAL_DEPOSIT: '500' }, '10'),
    );
    await consoleApi.request(
      'POST',
      '/vip/ranks',
      rank('Silver', 'シルバー', { DEPOSIT_COUNT: '1', MONTHLY_TURNOVER: '800' }, '20'),
    );
    await server.addVendor({
      vassalage: 'VIPV',
      displayName: 'VIP vendor',
      categories: ['RNG'],
      games: [testGame('vip-slot', { gameType: 'RNG', names: { JA: 'VIP Slot', EN: 'VIP Slot' } })],
    });

    const { page, username } = await logInNewMember(suite, { prefix: 'vip' });
    const header = page.getByRole('banner');
    const label = header.getByTestId('vip-label');
    expect(await textOf(label)).toBe('VIP 0');

    await page.goto('/member/vip');
    await visible(page.getByRole('heading', { level: 1, name: 'VIP' }));
    await visible(page.getByText('No rank yet'));
    const next = page.getByRole('region', { name: 'Level-up requirements: Bronze' });
    expect(await textOf(next)).toContain('Total deposits');
    expect(await textOf(next)).toMatch(/0\.00\D*\/\D*500\.00/);

    // A deposit of 1,000.00 through the sandbox gateway.
    await page.goto('/member/depositv2');
    await page.getByRole('radio', { name: /Online payment \(demo sandbox\)/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const gateway = await popupOpened;
    await gateway.getByRole('button', { name: 'Approve payment' }).click();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe('1,000.00');
    await gateway.close();

    // The statistics take the deposit in within a second; opening the page evaluates the member.
    await page.goto('/member/vip');
    const current = page.getByTestId('vip-current');
    await expect
      .poll(
        async () => {
          await page.reload();
          return textOf(current);
        },
        { timeout: 15_000 },
      )
      .toBe('Bronze');
    await expect.poll(() => textOf(label)).toBe('Bronze');
    const silver = page.getByRole('region', { name: 'Level-up requirements: Silver' });
    expect(await textOf(silver)).toMatch(/0\.00\D*\/\D*800\.00/);

    // 900.00 of valid bet on a slot reaches Silver.
    await server.playRound({
      username,
      vassalage: 'VIPV',
      gameId: 'vip-slot',
      stake: '900.00',
      payout: '0.00',
    });
    await expect
      .poll(
        async () => {
          await page.reload();
          return textOf(current);
        },
        { timeout: 15_000 },
      )
      .toBe('Silver');
    await expect.poll(() => textOf(label)).toBe('Silver');
    await visible(page.getByText('Max rank'));
    const history = page.getByRole('table', { name: 'Rewards history' });
    await visible(history.getByText('20.00'));
    await visible(history.getByText('10.00'));

    // The label follows a language switch: the rank's name in the language chosen, not the old one's.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    await expect.poll(() => textOf(label)).toBe('シルバー');
    await visible(page.getByRole('heading', { level: 1, name: 'VIP' }));
  });
});
