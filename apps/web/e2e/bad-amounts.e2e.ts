import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  headerBalance,
  logInNewMember,
  prepareWithdrawals,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const INVALID_AMOUNT = validationText('invalidAmount', 'EN');

/** Types each amount, submits, and reads the message under the Amount input. */
const expectAmountErrors = async (
  form: Locator,
  submit: string,
  cases: readonly { amount: string; message: string }[],
) => {
  const input = form.getByLabel('Amount', { exact: true });
  for (const { amount, message } of cases) {
    await input.fill(amount);
    await form.getByRole('button', { name: submit }).click();
    await visible(form.getByText(message, { exact: true }));
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.inputValue()).toBe(amount);
  }
};

/** Counts the calls a page makes to create something: none may leave the browser. */
const countPosts = (page: Page, path: string) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request.url());
  });
  return posts;
};

describe.skipIf(!hasBrowser)('bad amounts', () => {
  const suite = useBrowserSuite();

  it('refuses zero, negative, non-numeric, 3-decimal and too large deposits under the input', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'bad', path: '/' });
    await page.goto('/member/depositv2');
    const posts = countPosts(page, '/wps/deposit/orders');
    const form = page.getByRole('region', { name: 'New deposit' });
    await form.getByRole('radio', { name: /Online payment \(demo sandbox\)/ }).check();

    await expectAmountErrors(form, 'Continue to payment', [
      { amount: '0', message: INVALID_AMOUNT },
      { amount: '-1', message: INVALID_AMOUNT },
      { amount: 'abc', message: INVALID_AMOUNT },
      { amount: '1.234', message: INVALID_AMOUNT },
      { amount: '500000.01', message: 'Enter an amount from 100.00 to 500,000.00' },
      { amount: '99.99', message: 'Enter an amount from 100.00 to 500,000.00' },
    ]);

    // The bank transfer has its own limits, and asks for the receipt.
    await form.getByRole('radio', { name: /Bank transfer \(demo\)/ }).check();
    await expectAmountErrors(form, 'Submit deposit', [
      { amount: '999.99', message: 'Enter an amount from 1,000.00 to 1,000,000.00' },
    ]);
    await visible(form.getByText('Please attach the transfer receipt'));
    await form.getByLabel('Transfer receipt').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    await visible(form.getByText('Please upload a png or jpg image of at most 5 MB.'));

    expect(posts).toEqual([]);
    await visible(page.getByRole('table', { name: 'Recent deposits' }).getByText('No deposits yet.'));
    expect(page.context().pages()).toHaveLength(1);
  });

  it('refuses the same bad withdrawals and holds nothing', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'badwd', funds: '2000000.00' });
    await prepareWithdrawals(page);
    await page.goto('/member/withdraw');
    const posts = countPosts(page, '/wps/withdrawals');
    const form = page.getByRole('region', { name: 'New withdrawal' });
    await form.getByLabel('Payment password', { exact: true }).fill('246810');

    await expectAmountErrors(form, 'Request withdrawal', [
      { amount: '0', message: INVALID_AMOUNT },
      { amount: '-1', message: INVALID_AMOUNT },
      { amount: 'abc', message: INVALID_AMOUNT },
      { amount: '1.234', message: INVALID_AMOUNT },
      { amount: '1000000.01', message: 'Enter an amount from 100.00 to 1,000,000.00' },
    ]);

    expect(posts).toEqual([]);
    await visible(page.getByRole('table', { name: 'Your withdrawals' }).getByText('No withdrawals yet.'));
    expect(await headerBalance(page)).toBe('2,000,000.00');
  });
});
