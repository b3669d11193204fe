import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PointMallItemAdmin, PointRedemptionAdmin, WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { callAsMember, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';
import { createConsoleApi } from './support/console-api.ts';

/** The points switch on, and its parents. */
const pointsOn = (nodes: WhitelabelNode[]): WhitelabelNode[] => {
  const holds = (node: WhitelabelNode): boolean => node.modId === 'POINTS' || node.childrenNodes.some(holds);
  return nodes.map((node) => ({
    ...node,
    enabled: holds(node) ? true : node.enabled,
    childrenNodes: pointsOn(node.childrenNodes),
  }));
};

const PAY = '246810';

describe.skipIf(!hasBrowser)('points mall', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);
  beforeAll(async () => {
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    await consoleApi.request('PUT', '/settings/whitelabel', pointsOn(tree));
    await consoleApi.request<PointMallItemAdmin>('POST', '/points-mall/items', {
      category: 'GIFT',
      kind: 'GOODS',
      name: { JA: 'マグカップE2E', EN: 'Mug E2E' },
      description: { JA: 'ロゴ入りマグカップ', EN: 'A mug with the logo' },
      imageUrl: '/favicon.svg',
      pointsPrice: 150,
      stock: 2,
    });
  });

  it('lets a member redeem goods with the payment password, and shows the redemption approved once staff approve', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'mall' });
    await callAsMember(page, 'PUT', '/wps/member/payment-password', {
      newPassword: PAY,
      confirmPassword: PAY,
    });
    await consoleApi.request('POST', '/rewards', {
      requestId: randomUUID(),
      account: username,
      title: { JA: 'ポイント', EN: 'Points' },
      prize: { kind: 'POINTS', points: 500 },
      claim: 'AUTO',
    });

    // The member centre leads to the mall.
    await page.goto('/member');
    await page.getByRole('link', { name: /Points mall/ }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Points mall' }));
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('500');
    const card = page.getByTestId('point-item').filter({ hasText: 'Mug E2E' });
    expect(await textOf(card.getByText('2 left'))).toBe('2 left');

    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Redeem Mug E2E' }));
    // Goods need where to send them.
    await dialog.getByLabel('Payment password').fill(PAY);
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await visible(dialog.getByLabel('Address'));
    expect(await dialog.getByLabel('Address').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel("Receiver's name").fill('Hanako Test');
    await dialog.getByLabel('Address').fill('1-2-3 Shibuya, Tokyo');
    await dialog.getByLabel('Phone').fill('+81 90 1111 2222');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    const done = await visible(page.getByRole('dialog', { name: 'Redemption received' }));
    const referenceNo = /PM\d{10}/.exec(await done.innerText())?.[0];
    expect(referenceNo).toBeDefined();
    await done.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('350');
    await visible(card.getByText('1 left'));

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const row = page.getByRole('row').filter({ hasText: referenceNo ?? '' });
    expect(await textOf(row.getByText('In process'))).toBe('In process');

    // Staff approve and ship it (console API); the member's history shows it.
    const queue = await consoleApi.request<{ list: PointRedemptionAdmin[] }>(
      'GET',
      `/points-mall/redemptions?status=P&account=${username}`,
    );
    expect(queue.list.map((one) => one.referenceNo)).toEqual([referenceNo]);
    const id = queue.list[0]?.id ?? 0;
    await consoleApi.request('POST', `/points-mall/redemptions/${id}/approve`, { remark: null });
    await consoleApi.request('POST', `/points-mall/redemptions/${id}/ship`, {
      trackingNote: 'Japan Post JP42',
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const approved = page.getByRole('row').filter({ hasText: referenceNo ?? '' });
    await visible(approved.getByText('Approved'));
    await visible(approved.getByText(/Japan Post JP42/));
    expect(await page.getByTestId('points-balance').innerText()).toBe('350');
  });
});
