import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import {
  expectPath,
  headerBalance,
  logInNewMember,
  prepareWithdrawals,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

describe.skipIf(!hasBrowser)('the reward centre and bonus turnover', () => {
  const suite = useBrowserSuite();
  const operator = createConsoleApi(() => suite.server.url);

  it('claims a granted bonus and sees its turnover and the withdrawable amount on the withdrawal page', async () => {
    // The operator turns the rewards on and grants a bonus with a 3× turnover to a new member.
    const tree = await operator.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.modId === MODULE_ID.REWARDS ? true : node.enabled,
        childrenNodes: turned(node.childrenNodes),
      }));
    await operator.request('PUT', '/settings/whitelabel', turned(tree));
    const { page, username } = await logInNewMember(suite, { prefix: 'rw', funds: '500.00' });
    await operator.request('POST', '/rewards', {
      requestId: randomUUID(),
      account: username,
      title: { JA: '歓迎ボーナス', EN: 'Welcome bonus' },
      prize: {
        kind: 'BONUS',
        amount: '1000.00',
        turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10000, LIVE: 5000 } },
      },
      claim: 'MANUAL',
    });
    await prepareWithdrawals(page, '246810');

    // The side menu's reward centre shows the waiting reward; the member claims it after confirming.
    await page.goto('/member/rewardCenter');
    await visible(page.getByRole('heading', { level: 1, name: 'Reward centre' }));
    const reward = await visible(page.getByTestId('reward').filter({ hasText: 'Welcome bonus' }));
    expect(await textOf(reward)).toContain('1,000.00');
    expect(await textOf(reward)).toContain('Turnover ×3 before withdrawal');
    await reward.getByRole('button', { name: 'Claim' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Claim' }));
    await dialog.getByRole('button', { name: 'Claim' }).click();
    await visible(page.getByText('“Welcome bonus” is claimed.'));
    await expect.poll(() => headerBalance(page)).toBe('1,500.00');
    await visible(page.getByText('Nothing to claim right now.'));

    // Its turnover: nothing played yet, 3,000.00 to play; 500.00 can be withdrawn now.
    await page.getByRole('tab', { name: 'Bonus turnover' }).click();
    const panel = await visible(page.getByTestId('turnover-panel'));
    expect(await textOf(panel)).toMatch(/0\.00\s*\/\s*¥\s*3,000\.00/);
    expect(await textOf(panel.getByTestId('turnover-withdrawable'))).toContain('500.00');
    expect(await textOf(panel)).toContain('Slots 100% · Live casino 50%');

    // The withdrawal page shows the same, and refuses more than the free part with the amount.
    await page.goto('/member/withdraw');
    await expectPath(page, '/member/withdraw');
    const form = page.getByRole('region', { name: 'New withdrawal' });
    const onWithdraw = await visible(form.getByTestId('turnover-panel'));
    expect(await textOf(onWithdraw.getByTestId('turnover-withdrawable'))).toContain('500.00');
    await visible(onWithdraw.getByRole('progressbar', { name: 'Turnover progress' }));
    await form.getByLabel('Amount', { exact: true }).fill('600');
    await form.getByLabel('Payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await visible(form.getByText('A bonus’s turnover is not met yet: you can withdraw up to 500.00 now.'));
    expect(await headerBalance(page)).toBe('1,500.00');
    await form.getByLabel('Amount', { exact: true }).fill('500');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await visible(form.getByRole('status').filter({ hasText: 'requested' }));
    await expect.poll(() => headerBalance(page)).toBe('1,000.00');
  });
});
