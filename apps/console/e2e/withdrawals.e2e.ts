import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  memberLogIn,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import {
  cellOf,
  DEMO_MEMBER,
  filterStatus,
  goTo,
  headerBalance,
  isSameDocument,
  markDocument,
  memberApi,
  memberApiLogIn,
  openConsoleAs,
  rowOf,
} from './support/finance.ts';

const PAYMENT_PASSWORD = '246810';
const BANK = { name: 'Sakura Bank', accountName: 'Demo Member', accountNumber: '1234-567890' } as const;
const REJECT_REASON = 'The account name does not match our records';

/** The member's withdrawal form, filled and sent; answers the order number the page shows. */
const requestWithdrawal = async (site: Page, amount: string) => {
  await site.getByLabel('Amount', { exact: true }).fill(amount);
  await site.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await site.getByRole('button', { name: 'Request withdrawal' }).click();
  const notice = await visible(site.getByRole('status').filter({ hasText: /Withdrawal .+ requested/ }));
  const match = /Withdrawal (\S+) requested/.exec(await notice.innerText());
  if (match?.[1] === undefined) throw new Error('no order number in the notice');
  return match[1];
};

describe.skipIf(!hasBrowser)('withdrawal queue', () => {
  const suite = useConsoleSuite();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await suite.server.fundMember(DEMO_MEMBER.username, '1000.00');
  });

  it('pays one withdrawal and rejects another, with the member balance right after each', async () => {
    const context = await suite.openContext();

    // The member: payment password and bank account in the security centre, then two withdrawals.
    const site = await context.newPage();
    await site.goto('/');
    expect((await memberLogIn(site, DEMO_MEMBER.username, DEMO_MEMBER.password)).errorCode).toBeNull();
    await expect.poll(() => headerBalance(site)).toBe('1000.00');
    await site.goto('/member/securityCenter');
    await (await visible(site.getByLabel('New payment password'))).fill(PAYMENT_PASSWORD);
    await site.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await site.getByRole('button', { name: 'Set payment password' }).click();
    await visible(site.getByText('Your payment password was saved.'));
    await site.getByLabel('Bank name').fill(BANK.name);
    await site.getByLabel('Account name').fill(BANK.accountName);
    await site.getByLabel('Account number').fill(BANK.accountNumber);
    await site.getByRole('button', { name: 'Bind bank account' }).click();
    await visible(site.getByText('The bank account was bound.'));

    await site.goto('/member/withdraw');
    await visible(site.getByLabel('Bank account'));
    const paid = await requestWithdrawal(site, '300');
    const returned = await requestWithdrawal(site, '200');
    // Both amounts are held at once.
    await expect.poll(() => headerBalance(site)).toBe('500.00');
    await markDocument(site);

    // The desk sees both, with the whole account number to pay.
    const desk = await openConsoleAs(context, adminToken, '/console/');
    await goTo(desk, 'Withdrawals');
    const table = desk.getByRole('table', { name: 'Withdrawal requests' });
    const paidRow = await visible(rowOf(table, paid));
    await visible(rowOf(table, returned));
    expect(await cellOf(table, paidRow, 'Member')).toBe(DEMO_MEMBER.username);
    expect(await cellOf(table, paidRow, 'Amount')).toBe('300.00');
    expect(await cellOf(table, paidRow, 'Status')).toBe('Pending');
    expect(await cellOf(table, paidRow, 'Bank')).toBe(BANK.name);
    expect(await cellOf(table, paidRow, 'Account name')).toBe(BANK.accountName);
    expect(await cellOf(table, paidRow, 'Account number')).toBe(BANK.accountNumber);

    // Approve: the money was already held, so the member's balance stays where it is.
    await paidRow.getByRole('button', { name: 'Approve', exact: true }).click();
    let dialog = await visible(desk.getByRole('dialog', { name: 'Approve this withdrawal?' }));
    const summary = await textOf(dialog);
    for (const part of [
      paid,
      DEMO_MEMBER.username,
      '300.00',
      BANK.name,
      BANK.accountName,
      BANK.accountNumber,
    ])
      expect(summary).toContain(part);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(desk.getByText(`${paid} has been approved and marked paid.`));
    await visible(site.getByRole('status').getByText(/Withdrawal of .*300\.00 paid/));
    expect(await headerBalance(site)).toBe('500.00');

    // Reject: a reason is required, and the held amount comes back.
    await rowOf(table, returned).getByRole('button', { name: 'Reject', exact: true }).click();
    dialog = await visible(desk.getByRole('dialog', { name: 'Reject this withdrawal?' }));
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await visible(dialog.getByText(validationText('required', 'EN')));
    await dialog.getByLabel('Reason').fill(REJECT_REASON);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(desk.getByText(`${returned} has been rejected. The member's balance is now 700.00.`));
    await visible(
      site.getByRole('status').getByText(/Withdrawal of .*200\.00 rejected; the amount was returned/),
    );
    await expect.poll(() => headerBalance(site)).toBe('700.00');
    expect(await isSameDocument(site)).toBe(true);

    // Neither is pending any more; every status shows both, decided by this desk.
    await expect.poll(() => table.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await filterStatus(desk, 'Withdrawal filters', 'All');
    const paidAfter = await visible(rowOf(table, paid));
    const returnedAfter = await visible(rowOf(table, returned));
    expect(await cellOf(table, paidAfter, 'Status')).toBe('Paid');
    expect(await cellOf(table, returnedAfter, 'Status')).toBe('Rejected');
    expect(await cellOf(table, returnedAfter, 'Reason to the member')).toBe(REJECT_REASON);
    expect(await cellOf(table, paidAfter, 'Decided by / at')).toContain(DEMO_ADMIN.username);
    expect(await cellOf(table, returnedAfter, 'Decided by / at')).toContain(DEMO_ADMIN.username);
  });

  it('lets finance staff unlock a payment password locked by wrong tries', async () => {
    // Runs after the test above: the member has a payment password and a bank account.
    const memberToken = await memberApiLogIn(suite.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const accounts = await memberApi<{ id: number }[]>(
      suite.server,
      memberToken,
      'GET',
      '/wps/member/bank-accounts',
    );
    const bankAccountId = accounts.payload.value[0]?.id;
    const withdraw = (paymentPassword: string) =>
      memberApi(suite.server, memberToken, 'POST', '/wps/withdrawals', {
        requestId: crypto.randomUUID(),
        amount: '100',
        bankAccountId,
        paymentPassword,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) await withdraw('000000');
    expect((await withdraw(PAYMENT_PASSWORD)).payload.errorCode).toBe('payment_password_locked');

    const deskContext = await suite.openContext();
    const desk = await openConsoleAs(deskContext, adminToken, '/console/members?account=demomember');
    await desk
      .getByRole('table', { name: 'Members found' })
      .getByRole('link', { name: DEMO_MEMBER.username })
      .click();
    const section = await visible(desk.getByRole('region', { name: 'Payment password' }));
    await visible(section.getByText('Payment password locked'));
    await section.getByRole('button', { name: 'Unlock', exact: true }).click();
    const dialog = await visible(desk.getByRole('dialog', { name: 'Unlock the payment password?' }));
    expect(await textOf(dialog)).toContain(DEMO_MEMBER.username);
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(section.getByText('The payment password has been unlocked.'));
    expect(await section.getByRole('button', { name: 'Unlock', exact: true }).count()).toBe(0);

    // The member withdraws again with the same password; a fresh visit shows no lock.
    expect((await withdraw(PAYMENT_PASSWORD)).status).toBe(200);
    await desk.reload();
    await visible(desk.getByRole('heading', { level: 1, name: DEMO_MEMBER.username }));
    await visible(desk.getByRole('region', { name: 'Wallet', exact: true }));
    expect(await desk.getByRole('region', { name: 'Payment password' }).count()).toBe(0);
  });
});
