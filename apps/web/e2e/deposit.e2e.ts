import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  expectPath,
  headerBalance,
  logInNewMember,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const ONLINE_CHANNEL = /Online payment \(demo sandbox\)/;

/** A real 1x1 png: the server checks the bytes, not the name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Puts a marker on the page's window: it survives anything but a reload. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'not reloaded';
  });
const readMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker ?? 'reloaded');

describe.skipIf(!hasBrowser)('deposit through the sandbox gateway', () => {
  const suite = useBrowserSuite();

  it('credits the deposit approved in the gateway window and updates the first page live', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'dep' });
    const header = page.getByRole('banner');
    await expect.poll(() => headerBalance(page)).toBe('0.00');
    await visible(header.getByRole('button', { name: 'Notifications, 0 unread' }));

    await header.getByRole('link', { name: 'Deposit' }).click();
    await expectPath(page, '/member/depositv2');
    await visible(page.getByRole('heading', { level: 1, name: 'Deposit' }));
    // Each channel shows its limits.
    expect(await textOf(page.getByRole('group', { name: 'Channel' }))).toContain(
      'Min 100.00 – max 500,000.00',
    );
    await markWindow(page);

    await page.getByRole('radio', { name: ONLINE_CHANNEL }).check();
    await page.getByLabel('Amount', { exact: true }).fill('1000');
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const gateway = await popupOpened;

    // The first page keeps the order, waiting for the payment.
    await visible(page.getByRole('heading', { name: 'Your deposit' }));
    await visible(page.getByText('Waiting for payment', { exact: true }).first());
    const orderNo = await textOf(page.locator('.order-panel__no'));
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);

    await visible(gateway.getByRole('heading', { name: 'Sandbox payment' }));
    expect(await gateway.locator('main').innerText()).toContain(orderNo);
    await gateway.getByRole('button', { name: 'Approve payment' }).click();
    await visible(gateway.getByRole('heading', { name: 'Payment approved' }));

    // Live, without a reload: the header balance, the order's status, a toast and the bell.
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe('1,000.00');
    await visible(page.getByText('Credited', { exact: true }).first());
    await visible(page.getByText('The deposit was credited to your main wallet.'));
    await visible(page.getByRole('status').filter({ hasText: 'Deposit of 1,000.00 credited' }));
    expect(await readMarker(page)).toBe('not reloaded');

    const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const panel = await visible(page.getByRole('region', { name: 'Notifications' }));
    expect(await panel.innerText()).toContain('Deposit of 1,000.00 credited');
    expect(await panel.innerText()).toContain(orderNo);
    // Opening the bell marks the notices read.
    await visible(header.getByRole('button', { name: 'Notifications, 0 unread' }));

    // The recent orders list shows the order credited.
    const row = page
      .getByRole('table', { name: 'Recent deposits' })
      .getByRole('row')
      .filter({ hasText: orderNo });
    expect(await textOf(row)).toMatch(/1,000\.00[\s\S]*Credited/);

    // The gateway's link back opens the order in that window, still signed in.
    await gateway.getByRole('link', { name: 'Back to the merchant' }).click();
    await gateway.waitForURL((url) => url.pathname === '/member/depositv2');
    expect(new URL(gateway.url()).searchParams.get('orderNo')).toBe(orderNo);
    await visible(gateway.getByText('The deposit was credited to your main wallet.'));
  });

  it('shows the notice in Japanese, the default language', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'depja' });
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    await page.goto('/member/depositv2');
    await page.getByRole('radio', { name: /オンライン決済/ }).check();
    await page.getByLabel('金額', { exact: true }).fill('1000');
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'お支払いへ進む' }).click();
    const gateway = await popupOpened;
    await visible(page.getByText('お支払い待ち', { exact: true }).first());
    // The gateway speaks the member's language too.
    await gateway.getByRole('button', { name: '支払いを承認' }).click();
    await visible(gateway.getByRole('heading', { name: '支払いが承認されました' }));

    await visible(page.getByRole('status').filter({ hasText: '入金 1,000.00 が反映されました' }));
    await visible(page.getByText('入金済み', { exact: true }).first());
    await page.getByRole('banner').getByRole('button', { name: 'お知らせ（未読1件）' }).click();
    expect(await textOf(page.getByRole('region', { name: 'お知らせ' }))).toContain(
      '入金 1,000.00 が反映されました',
    );
  });

  it('opens a bank-transfer order with its receipt, showing the payee details to copy', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'depbank', path: '/' });
    await page.goto('/member/depositv2');
    const form = page.getByRole('region', { name: 'New deposit' });
    await form.getByRole('radio', { name: /Bank transfer \(demo\)/ }).check();
    const payee = await visible(form.getByRole('region', { name: 'Send the transfer to' }));
    expect(await textOf(payee)).toMatch(/Account name\s*DEMO CASINO KK/);
    await visible(payee.getByRole('button', { name: 'Copy Account number' }));

    await form.getByLabel('Amount', { exact: true }).fill('1500.5');
    await form
      .getByLabel('Transfer receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByRole('button', { name: 'Submit deposit' }).click();

    const order = page.getByRole('region', { name: 'Your deposit' });
    await visible(order.getByText('Awaiting confirmation', { exact: true }));
    await visible(
      order.getByText('We received your receipt and will credit the deposit once the transfer is confirmed.'),
    );
    expect(await textOf(order)).toMatch(/Amount\s*¥\s*1,500\.50/);
    // The receipt is in: no upload form is offered again.
    expect(await order.getByLabel('Transfer receipt').count()).toBe(0);
    const row = page.getByRole('table', { name: 'Recent deposits' }).getByRole('row').nth(1);
    expect(await textOf(row)).toMatch(/Bank transfer \(demo\)[\s\S]*1,500\.50[\s\S]*Awaiting confirmation/);
    // Nothing is credited before the operator confirms it.
    expect(await headerBalance(page)).toBe('0.00');
  });
});
