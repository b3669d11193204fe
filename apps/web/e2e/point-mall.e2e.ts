import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_CATEGORIES,
  type PointMallItemAdmin,
  type PointRedemptionAdmin,
  type WhitelabelNode,
} from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  callAsMember,
  headerBalance,
  logInNewMember,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';
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

  it('closes the redemption notice by itself when the member leaves it, the reference kept in the redeem history', async () => {
    await consoleApi.request<PointMallItemAdmin>('POST', '/points-mall/items', {
      category: 'GIFT',
      kind: 'GOODS',
      name: { JA: 'タンブラーE2E', EN: 'Tumbler E2E' },
      description: { JA: 'ロゴ入りタンブラー', EN: 'A tumbler with the logo' },
      imageUrl: '/favicon.svg',
      pointsPrice: 100,
      stock: 1,
    });
    const { page, username } = await logInNewMember(suite, { prefix: 'mallnote' });
    await callAsMember(page, 'PUT', '/wps/member/payment-password', {
      newPassword: PAY,
      confirmPassword: PAY,
    });
    await consoleApi.request('POST', '/rewards', {
      requestId: randomUUID(),
      account: username,
      title: { JA: 'ポイント', EN: 'Points' },
      prize: { kind: 'POINTS', points: 300 },
      claim: 'AUTO',
    });
    await page.goto('/pointMall');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('300');
    // The page's clock, moved on by the test: the notice's count runs on it.
    await page.clock.install();

    const card = page.getByTestId('point-item').filter({ hasText: 'Tumbler E2E' });
    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Redeem Tumbler E2E' }));
    await dialog.getByLabel("Receiver's name").fill('Hanako Test');
    await dialog.getByLabel('Address').fill('1-2-3 Shibuya, Tokyo');
    await dialog.getByLabel('Phone').fill('+81 90 1111 2222');
    await dialog.getByLabel('Payment password').fill(PAY);
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    const done = await visible(page.getByRole('dialog', { name: 'Redemption received' }));
    const referenceNo = /PM\d{10}/.exec(await done.innerText())?.[0];
    expect(referenceNo).toBeDefined();

    // The member leaves it alone: a second later it is still there, then it closes by itself.
    await page.mouse.move(0, 0);
    await page.clock.fastForward(1_000);
    await visible(done);
    await page.clock.fastForward(30_000);
    await done.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const row = page.getByRole('row').filter({ hasText: referenceNo ?? '' });
    expect(await textOf(row.getByText('In process'))).toBe('In process');
  });

  it('shows the operator’s rates, sells points for cash at its price with the payment password, and lists the purchase in the points details', async () => {
    await consoleApi.request('PUT', '/points/rates', {
      bet: {
        ...Object.fromEntries(GAME_CATEGORIES.map((category) => [category, { unit: '100.00', points: 1 }])),
        LIVE: { unit: '50.00', points: 3 },
        SPORTS: { unit: '100.00', points: 0 },
      },
      deposit: { unit: '1000.00', points: 15 },
      purchase: { enabled: true, price: '2.50', minPoints: 10, maxPoints: 400 },
    });
    const { page } = await logInNewMember(suite, { prefix: 'buypts', funds: '1000' });
    await callAsMember(page, 'PUT', '/wps/member/payment-password', {
      newPassword: PAY,
      confirmPassword: PAY,
    });
    await page.goto('/pointMall');
    await visible(page.getByRole('heading', { level: 1, name: 'Points mall' }));
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('0');
    await expect.poll(() => headerBalance(page)).toBe('1,000.00');

    // The rates and rules: points per unit of valid bet per product and per deposit, and the price.
    await page.getByRole('tab', { name: 'Rates and rules' }).click();
    const rates = await visible(page.getByRole('table', { name: 'Points exchange rates' }));
    const rate = (source: string) => rates.getByRole('row', { name: source, exact: false }).getByRole('cell');
    expect(await rate('Valid bet: Live casino').allTextContents()).toEqual(['¥50.00', '3']);
    expect(await rate('Valid bet: Slots').allTextContents()).toEqual(['¥100.00', '1']);
    expect(await rate('Valid bet: Sports').allTextContents()).toEqual(['¥100.00', 'No points']);
    expect(await rate('Deposit').allTextContents()).toEqual(['¥1,000.00', '15']);
    await visible(page.getByText('Per purchase: 10 to 400 points'));
    await visible(page.getByText('Points have no expiry.'));

    // Buying: the cost as typed, the limits, a wrong payment password, then the purchase.
    await page.getByRole('tab', { name: 'Buy points' }).click();
    const form = page.locator('form.points-buy');
    const points = form.getByLabel('Points to buy');
    await points.fill('401');
    await form.getByLabel('Payment password').fill(PAY);
    await form.getByRole('button', { name: 'Buy points' }).click();
    await visible(form.getByText('Enter 10 to 400 points'));
    expect(await points.getAttribute('aria-invalid')).toBe('true');
    await points.fill('120');
    // The symbol and figure are two boxes: read as one text.
    await expect.poll(() => form.locator('.points-buy__cost').textContent()).toBe('Cost ¥300.00');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Buy points' }).click();
    await visible(form.getByText('The payment password is incorrect. Attempts left: 4'));
    expect(await page.getByTestId('points-balance').innerText()).toBe('0');
    expect(await headerBalance(page)).toBe('1,000.00');
    await form.getByLabel('Payment password').fill(PAY);
    await form.getByRole('button', { name: 'Buy points' }).click();
    expect(await textOf(form.getByRole('status'))).toBe('120 points bought for 300.00.');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('120');
    await expect.poll(() => headerBalance(page)).toBe('700.00');

    // The points details list the purchase as the newest movement.
    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = await visible(page.getByRole('table', { name: 'Points details' }));
    const rows = details.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect((await rows.first().getByRole('cell').allInnerTexts()).slice(1)).toEqual([
      'Bought',
      '+120',
      '120',
    ]);
  });
});
