import { describe, expect, it } from 'vitest';
import type { ApplicationQueuePage, PromotionAdmin, WhitelabelNode } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { headerBalance, logInNewMember, textOf, useBrowserSuite, visible } from './support/app.ts';
import { createConsoleApi } from './support/console-api.ts';

/** A real 1×1 png and jpg: the server checks the bytes, not the names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const HOUR = 60 * 60 * 1000;

describe.skipIf(!hasBrowser)('promotions', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('takes an application with pictures, and shows it approved and credited once staff approve', async () => {
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.enabled || node.modId === 'REWARDS',
        childrenNodes: on(node.childrenNodes),
      }));
    await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
    const promotion = await consoleApi.request<PromotionAdmin>('POST', '/rewards/promotions', {
      title: { JA: '入金ボーナス', EN: 'Deposit bonus week' },
      coverImageUrl: '/demo/banner-welcome.svg',
      content: {
        JA: '<p>入金の明細を添付してください。</p>',
        EN: '<p>Attach your <strong>deposit slip</strong>.</p>',
      },
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      categories: ['RNG'],
      joinMode: 'APPLY',
      rewardKind: 'MONEY',
      rewardAmount: '88',
      claimMode: 'AUTO',
      published: true,
    });

    // A visitor reads it, and is asked to log in to apply.
    const visitor = await suite.openPage('/promotions', { language: 'EN' });
    await visible(visitor.getByRole('heading', { level: 1, name: 'Promotions' }));
    await visitor
      .getByRole('article')
      .filter({ hasText: 'Deposit bonus week' })
      .getByRole('button', { name: 'Details' })
      .click();
    const visitorDetail = await visible(visitor.getByRole('dialog', { name: 'Deposit bonus week' }));
    expect(await textOf(visitorDetail.locator('.rich-text'))).toContain('Attach your deposit slip.');
    await visitorDetail.getByRole('button', { name: 'Apply' }).click();
    await visible(visitor.getByRole('dialog', { name: 'Log in' }));

    const { page, username } = await logInNewMember(suite, { prefix: 'promo', path: '/promotions' });
    await page
      .getByRole('group', { name: 'Filter by product' })
      .getByRole('button', { name: 'Slots' })
      .click();
    const card = page.getByRole('article').filter({ hasText: 'Deposit bonus week' });
    expect(await textOf(card)).toContain('Join');
    await card.getByRole('button', { name: 'Details' }).click();
    const detail = await visible(page.getByRole('dialog', { name: 'Deposit bonus week' }));
    await detail.getByLabel('Remark').fill('Deposited 10,000 on Monday');
    await visible(detail.getByText('26/140'));
    await detail.getByLabel('Add image').setInputFiles([
      { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: JPG },
    ]);
    await visible(detail.getByRole('img', { name: 'Image 2' }));
    await detail.getByRole('button', { name: 'Apply' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Your application has been sent' }));
    await visible(detail.getByText('Applying', { exact: true }));
    await detail.getByRole('button', { name: 'Close' }).click();
    const mine = page.getByRole('region', { name: 'My applications' });
    await visible(mine.getByText('Applying', { exact: true }));
    expect(await textOf(mine)).toContain('2 images');

    // Staff approve it through the console API; the member is told live and paid once.
    const queue = await consoleApi.request<ApplicationQueuePage>(
      'GET',
      `/rewards/promotion-applications?promotionId=${promotion.id}&username=${username}`,
    );
    const [application] = queue.list;
    expect(application).toMatchObject({ imageCount: 2, remark: 'Deposited 10,000 on Monday' });
    await consoleApi.request('POST', `/rewards/promotion-applications/${application?.id}/approve`, {
      amount: '88',
    });
    await visible(page.getByRole('status').filter({ hasText: 'Promotion application approved: 88.00' }));
    await page.reload();
    await visible(page.getByRole('region', { name: 'My applications' }).getByText('Issued', { exact: true }));
    expect(await textOf(page.getByRole('region', { name: 'My applications' }))).toContain(
      'Approved amount: 88.00',
    );
    await expect.poll(() => headerBalance(page)).toBe('88.00');
    expect(await textOf(page.getByRole('article').filter({ hasText: 'Deposit bonus week' }))).toContain(
      'Issued',
    );
  });
});
