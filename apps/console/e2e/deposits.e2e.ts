import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorMessage, validationText } from '@platform/contract';
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
  makePng,
  markDocument,
  headerBalance,
  isSameDocument,
  memberApi,
  memberApiLogIn,
  openConsoleAs,
  rowOf,
} from './support/finance.ts';

const BANK_CHANNEL = 'Bank transfer (demo)';
const PROOF_SIZE = 24;

const depositTable = (page: Page) => page.getByRole('table', { name: 'Deposit orders' });

describe.skipIf(!hasBrowser)('deposit queue', () => {
  const suite = useConsoleSuite();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  it('credits a bank transfer made on the member site, and the member sees it without a reload', async () => {
    const context = await suite.openContext();

    // The member deposits by bank transfer with a receipt image, on the member site.
    const site = await context.newPage();
    await site.goto('/');
    expect((await memberLogIn(site, DEMO_MEMBER.username, DEMO_MEMBER.password)).errorCode).toBeNull();
    await expect.poll(() => headerBalance(site)).toBe('0.00');
    await site.goto('/member/depositv2');
    await (await visible(site.getByRole('radio', { name: BANK_CHANNEL }))).check();
    await site.getByLabel('Amount', { exact: true }).fill('1500');
    await site.getByLabel('Transfer receipt').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: makePng(PROOF_SIZE),
    });
    await site.getByRole('button', { name: 'Submit deposit' }).click();
    await visible(
      site.getByText('We received your receipt and will credit the deposit once the transfer is confirmed.'),
    );
    const orderNo = (await textOf(site.locator('.order-panel__no'))).trim();
    expect(orderNo).not.toBe('');
    await markDocument(site);

    // The queue lists it, pending, with its proof.
    const desk = await openConsoleAs(context, adminToken, '/console/');
    await goTo(desk, 'Deposits');
    const table = depositTable(desk);
    const row = await visible(rowOf(table, orderNo));
    expect(await cellOf(table, row, 'Member')).toBe(DEMO_MEMBER.username);
    expect(await cellOf(table, row, 'Channel')).toContain(BANK_CHANNEL);
    expect(await cellOf(table, row, 'Amount')).toBe('1500.00');
    expect(await cellOf(table, row, 'Status')).toBe('Pending');

    await row.getByRole('button', { name: `View proof of ${orderNo}` }).click();
    const proof = await visible(desk.getByRole('dialog', { name: `Transfer proof · ${orderNo}` }));
    const image = proof.getByRole('img', { name: `Transfer proof uploaded for ${orderNo}` });
    // The image the member attached, loaded with the staff session: its real width.
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
      )
      .toBe(PROOF_SIZE);
    await proof.getByRole('button', { name: 'Close' }).first().click();
    await proof.waitFor({ state: 'hidden' });

    // Credit, after checking the order in the confirmation.
    await row.getByRole('button', { name: 'Credit', exact: true }).click();
    const dialog = await visible(desk.getByRole('dialog', { name: 'Credit this deposit?' }));
    const summary = await textOf(dialog);
    for (const part of [orderNo, DEMO_MEMBER.username, BANK_CHANNEL, '1500.00'])
      expect(summary).toContain(part);
    await dialog.getByLabel('Internal memo').fill('Matched statement line 42');
    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(desk.getByText(`${orderNo} has been credited. The member's balance is now 1500.00.`));
    // Decided orders leave the pending queue; the credited ones show who did it.
    await expect.poll(() => rowOf(table, orderNo).count()).toBe(0);
    await filterStatus(desk, 'Deposit filters', 'Credited');
    const credited = await visible(rowOf(table, orderNo));
    expect(await cellOf(table, credited, 'Status')).toBe('Credited');
    expect(await cellOf(table, credited, 'Decided by / at')).toContain(DEMO_ADMIN.username);
    expect(await cellOf(table, credited, 'Internal memo')).toBe('Matched statement line 42');
    expect(await cellOf(table, credited, 'Reason to the member')).toBe('—');
    expect(await cellOf(table, credited, 'Transfer ID')).toMatch(/^\d+$/);
    expect(await credited.getByRole('button', { name: 'Credit', exact: true }).count()).toBe(0);

    // The member's page, never reloaded: the toast, the new header balance, the order's outcome.
    await visible(site.getByRole('status').getByText(/Deposit of .*1,500\.00 credited/));
    await expect.poll(() => headerBalance(site)).toBe('1500.00');
    await visible(site.getByText('The deposit was credited to your main wallet.'));
    // The memo is the staff's: the member never reads it.
    expect(await site.getByText('Matched statement line 42').count()).toBe(0);
    expect(await isSameDocument(site)).toBe(true);
  });

  it('rejects only with a reason, and a desk that decides late is told and shows the outcome', async () => {
    // The member's order, made through the member API: the deposit form is the subject above.
    const memberToken = await memberApiLogIn(suite.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const channels = await memberApi<{ id: number; kind: string }[]>(
      suite.server,
      memberToken,
      'GET',
      '/wps/deposit/channels',
    );
    const bank = channels.payload.value.find((channel) => channel.kind === 'BANK_TRANSFER');
    if (bank === undefined) throw new Error('the demo data has no bank-transfer channel');
    const created = await memberApi<{ orderNo: string }>(
      suite.server,
      memberToken,
      'POST',
      '/wps/deposit/orders',
      {
        requestId: crypto.randomUUID(),
        channelId: bank.id,
        amount: '2000',
      },
    );
    expect(created.status).toBe(200);
    const { orderNo } = created.payload.value;
    const uploaded = await memberApi(
      suite.server,
      memberToken,
      'PUT',
      `/wps/deposit/orders/${orderNo}/proof`,
      makePng(),
      { 'Content-Type': 'image/png' },
    );
    expect(uploaded.status).toBe(200);

    // Two desks have the queue open.
    const first = await openConsoleAs(await suite.openContext(), adminToken, '/console/finance/deposits');
    const second = await openConsoleAs(await suite.openContext(), adminToken, '/console/finance/deposits');
    const firstRow = await visible(rowOf(depositTable(first), orderNo));
    await visible(rowOf(depositTable(second), orderNo));

    await firstRow.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = await visible(first.getByRole('dialog', { name: 'Reject this deposit?' }));
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    const reason = dialog.getByLabel('Reason');
    await visible(dialog.getByText(validationText('required', 'EN')));
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.fill('No matching transfer on the statement');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(first.getByText(`${orderNo} has been rejected.`));

    // The second desk still shows it pending and tries to credit it: told, and the row moves on.
    await rowOf(depositTable(second), orderNo).getByRole('button', { name: 'Credit', exact: true }).click();
    const late = await visible(second.getByRole('dialog', { name: 'Credit this deposit?' }));
    await late.getByRole('button', { name: 'Credit', exact: true }).click();
    await late.waitFor({ state: 'hidden' });
    await visible(
      second.getByRole('alert').filter({ hasText: errorMessage('order_already_processed', 'EN') }),
    );
    await expect.poll(() => rowOf(depositTable(second), orderNo).count()).toBe(0);
    await filterStatus(second, 'Deposit filters', 'Failed');
    const failed = await visible(rowOf(depositTable(second), orderNo));
    expect(await cellOf(depositTable(second), failed, 'Status')).toBe('Failed');
    expect(await cellOf(depositTable(second), failed, 'Reason to the member')).toBe(
      'No matching transfer on the statement',
    );

    // Nothing was credited; the member's order says why.
    const order = await memberApi<{ status: string; reason: string | null }>(
      suite.server,
      memberToken,
      'GET',
      `/wps/deposit/orders/${orderNo}`,
    );
    expect(order.payload.value).toMatchObject({
      status: 'FAILED',
      reason: 'No matching transfer on the statement',
    });
    const balance = await memberApi<{ balance: string }>(
      suite.server,
      memberToken,
      'GET',
      '/wps/v2/wallets/balance',
    );
    expect(balance.payload.value.balance).toBe('1500.00');
  });
});
