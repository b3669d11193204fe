import { describe, expect, it } from 'vitest';
import { errorMessage, validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  expectPath,
  headerBalance,
  logInNewMember,
  prepareWithdrawals,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

describe.skipIf(!hasBrowser)('withdrawal from the member side', () => {
  const suite = useBrowserSuite();

  it('sets the payment password, binds an account in the payee name, and holds the withdrawal', async () => {
    const { page } = await logInNewMember(suite, { prefix: 'wd', funds: '5000.00' });
    const header = page.getByRole('banner');
    await expect.poll(() => headerBalance(page)).toBe('5,000.00');

    // Without a payment password and a bank account the page sends the member to the security centre.
    await header.getByRole('link', { name: 'Withdraw' }).click();
    await expectPath(page, '/member/withdraw');
    await visible(page.getByText('Set a payment password', { exact: true }));
    await visible(page.getByText('Bind a bank account in your payee name', { exact: true }));
    expect(await page.getByLabel('Payment password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the security centre' }).click();
    await expectPath(page, '/member/securityCenter');

    const passwordCard = page.getByRole('region', { name: 'Payment password', exact: true });
    await passwordCard.getByLabel('New payment password').fill('135790');
    await passwordCard.getByLabel('Confirm payment password').fill('135790');
    await passwordCard.getByRole('button', { name: 'Set payment password' }).click();
    await visible(passwordCard.getByText('Your payment password was saved.'));
    // Now it asks for the current one to change it.
    await visible(passwordCard.getByLabel('Current payment password'));

    const banks = page.getByRole('region', { name: /Bank accounts/ });
    await banks.getByLabel('Bank name').fill('Sakura Bank');
    await banks.getByLabel('Account name').fill('Taro Yamada');
    await banks.getByLabel('Account number').fill('1234-567890');
    await banks.getByRole('button', { name: 'Bind bank account' }).click();
    await visible(banks.getByText('The bank account was bound.'));
    const list = banks.getByRole('list', { name: 'Bank accounts' });
    expect(await textOf(list)).toContain('Sakura Bank');
    expect(await textOf(list)).toContain('****7890');
    expect(await textOf(list)).not.toContain('1234-567890');
    // The first account set the payee name.
    expect(await textOf(page.getByRole('region', { name: 'Account', exact: true }))).toContain('Taro Yamada');

    // A second account in another name is refused under its input, the typed values stay.
    await banks.getByLabel('Bank name').fill('Other Bank');
    await banks.getByLabel('Account name').fill('Jiro Suzuki');
    await banks.getByLabel('Account number').fill('99998888');
    await banks.getByRole('button', { name: 'Bind bank account' }).click();
    await visible(banks.getByText(validationText('payeeNameMismatch', 'EN')));
    expect(await banks.getByLabel('Account name').inputValue()).toBe('Jiro Suzuki');
    expect(await banks.getByLabel('Bank name').inputValue()).toBe('Other Bank');
    expect(await list.getByRole('listitem').count()).toBe(1);

    await page
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('link', { name: 'Withdraw' })
      .click();
    await expectPath(page, '/member/withdraw');
    const form = page.getByRole('region', { name: 'New withdrawal' });
    await visible(form.getByLabel('Payment password', { exact: true }));
    expect(await textOf(form)).toMatch(/Available balance\s*¥\s*5,000\.00/);
    expect(await textOf(form)).toMatch(/Withdrawals today\s*0 of 5/);
    expect(await form.getByLabel('Bank account').inputValue()).not.toBe('');

    // A wrong payment password: the error, the typed data kept, nothing held.
    await form.getByLabel('Amount', { exact: true }).fill('1500');
    await form.getByLabel('Payment password', { exact: true }).fill('000000');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    expect(await textOf(form.getByRole('alert'))).toBe(errorMessage('payment_password_incorrect', 'EN'));
    await visible(form.getByText('The payment password is incorrect. Attempts left: 4'));
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('1500');
    expect(await form.getByLabel('Payment password', { exact: true }).inputValue()).toBe('000000');
    expect(await headerBalance(page)).toBe('5,000.00');
    await visible(page.getByText('No withdrawals yet.'));

    // The right one: the amount is held at once and the order is pending.
    await form.getByLabel('Payment password', { exact: true }).fill('135790');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await visible(form.getByRole('status').filter({ hasText: 'requested' }));
    await expect.poll(() => headerBalance(page)).toBe('3,500.00');
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('');
    expect(await textOf(form)).toMatch(/Withdrawals today\s*1 of 5/);
    const orders = page.getByRole('table', { name: 'Your withdrawals' });
    const rows = orders.getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await textOf(rows.nth(1))).toMatch(/1,500\.00[\s\S]*Sakura Bank \*\*\*\*7890[\s\S]*Pending/);

    // The wallet page shows the held amount as a withdrawal in progress.
    await page
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    const wallets = page.getByRole('list', { name: 'Wallet balances' });
    await expect.poll(async () => textOf(wallets)).toMatch(/Main wallet[\s\S]*3,500\.00/);
    expect(await textOf(wallets)).toMatch(/Withdrawal in progress[\s\S]*1,500\.00/);
  });

  it("puts the server's field error under its input and its other refusals in the form alert", async () => {
    const { page } = await logInNewMember(suite, { prefix: 'wdsrv', funds: '800.00' });
    await page.goto('/member/securityCenter');
    const banks = page.getByRole('region', { name: /Bank accounts/ });
    await visible(banks.getByLabel('Account name'));

    // Meanwhile (another tab, say) the first account sets the payee name: this page still shows none,
    // so only the server can refuse the next name.
    await prepareWithdrawals(page, '246810');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/wps/member/bank-accounts'))
        posts.push(request.url());
    });
    await banks.getByLabel('Bank name').fill('Other Bank');
    await banks.getByLabel('Account name').fill('Jiro Suzuki');
    await banks.getByLabel('Account number').fill('55556666');
    await banks.getByRole('button', { name: 'Bind bank account' }).click();
    const accountName = banks.getByLabel('Account name');
    await expect.poll(() => accountName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await accountName.getAttribute('aria-describedby');
    expect(await textOf(page.locator(`[id="${describedBy ?? ''}"]`))).toBe(
      validationText('payeeNameMismatch', 'EN'),
    );
    expect(await textOf(banks.getByRole('alert'))).toBe(errorMessage('validation_failed', 'EN'));
    expect(posts).toHaveLength(1);
    expect(await accountName.inputValue()).toBe('Jiro Suzuki');

    // More than the balance: the gateway's message in the form's alert, the amount kept.
    await page.goto('/member/withdraw');
    const form = page.getByRole('region', { name: 'New withdrawal' });
    await form.getByLabel('Amount', { exact: true }).fill('900');
    await form.getByLabel('Payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    expect(await textOf(form.getByRole('alert'))).toBe(errorMessage('insufficient_balance', 'EN'));
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('900');
    expect(await headerBalance(page)).toBe('800.00');
  });
});
