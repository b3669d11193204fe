import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { validationText } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { DEMO_ADMIN, signInThroughApi, textOf, useConsoleSuite, visible } from './support/console.ts';
import {
  cellOf,
  DEMO_MEMBER,
  goTo,
  memberApi,
  memberApiLogIn,
  openConsoleAs,
  rowOf,
} from './support/finance.ts';

const CHANNEL = { ja: 'テスト決済', en: 'Test pay e2e' } as const;

interface MemberChannel {
  id: number;
  kind: string;
  name: { JA: string; EN: string };
  minAmount: string;
  maxAmount: string;
}

/** A field's message (error or hint) as shown under it. */
const messageUnder = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  if (id === null) return '';
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
};

const channelDialog = (page: Page, name: string) => visible(page.getByRole('dialog', { name }));

describe.skipIf(!hasBrowser)('deposit channels and withdrawal limits', () => {
  const suite = useConsoleSuite();
  let adminToken = '';
  let memberToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    memberToken = await memberApiLogIn(suite.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  });

  const memberChannels = async () =>
    (await memberApi<MemberChannel[]>(suite.server, memberToken, 'GET', '/wps/deposit/channels')).payload
      .value;

  it('creates an online channel, edits its limits, and members see it as configured', async () => {
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
    await goTo(page, 'Deposit channels');
    const table = await visible(page.getByRole('table', { name: 'Deposit channels' }));
    // The demo data's two channels, each with its kind.
    await visible(rowOf(table, 'Bank transfer'));
    await visible(rowOf(table, 'Online payment'));

    await page.getByRole('button', { name: 'Add channel' }).click();
    let dialog = await channelDialog(page, 'Add a deposit channel');
    await dialog.getByLabel('Kind').selectOption({ label: 'Online payment' });
    // A bank transfer's payee account is not asked of an online channel.
    expect(await dialog.getByLabel('Account number').count()).toBe(0);
    await dialog.getByLabel('Name (日本語)').fill(CHANNEL.ja);
    await dialog.getByLabel('Name (English)').fill(CHANNEL.en);
    await dialog.getByLabel('Minimum amount').fill('5000');
    await dialog.getByLabel('Maximum amount').fill('100');
    await dialog.getByLabel('Expiry (minutes)').fill('30');
    await dialog.getByLabel('Order').fill('5');
    await dialog.getByRole('button', { name: 'Add channel' }).click();

    // The contract's rules, in the person's words, under the inputs; nothing typed is lost.
    const gateway = dialog.getByLabel('Payment gateway');
    await expect.poll(() => messageUnder(gateway)).toBe(validationText('gatewayRequired', 'EN'));
    const maximum = dialog.getByLabel('Maximum amount');
    expect(await messageUnder(maximum)).toBe(validationText('maxBelowMin', 'EN'));
    expect(await dialog.getByLabel('Name (English)').inputValue()).toBe(CHANNEL.en);

    await gateway.selectOption({ label: 'Sandbox (test, no real money)' });
    await maximum.fill('50000');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText(`${CHANNEL.en} has been added.`));

    const row = await visible(rowOf(table, CHANNEL.en));
    expect(await cellOf(table, row, 'Kind')).toContain('Online payment');
    expect(await cellOf(table, row, 'Kind')).toContain('Sandbox');
    expect(await cellOf(table, row, 'Amount range')).toBe('5000.00 – 50000.00');
    expect(await cellOf(table, row, 'Expiry (minutes)')).toBe('30');
    expect(await cellOf(table, row, 'Status')).toBe('Enabled');

    let offered = (await memberChannels()).find((channel) => channel.name.EN === CHANNEL.en);
    expect(offered).toMatchObject({ kind: 'ONLINE', minAmount: '5000.00', maxAmount: '50000.00' });

    // New limits: the form opens with the stored values, and the table and members get the new ones.
    await row.getByRole('button', { name: `Edit ${CHANNEL.en}` }).click();
    dialog = await channelDialog(page, 'Edit the deposit channel');
    expect(await dialog.getByLabel('Minimum amount').inputValue()).toBe('5000.00');
    expect(await dialog.getByLabel('Payment gateway').inputValue()).toBe('SANDBOX');
    await dialog.getByLabel('Minimum amount').fill('1000.50');
    await dialog.getByLabel('Maximum amount').fill('20000');
    await dialog.getByRole('button', { name: 'Save channel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText(`${CHANNEL.en} has been saved.`));
    await expect
      .poll(() => cellOf(table, rowOf(table, CHANNEL.en), 'Amount range'))
      .toBe('1000.50 – 20000.00');

    offered = (await memberChannels()).find((channel) => channel.name.EN === CHANNEL.en);
    expect(offered).toMatchObject({ minAmount: '1000.50', maxAmount: '20000.00' });

    // Disabled, it stays in the console and leaves the members' list.
    await rowOf(table, CHANNEL.en)
      .getByRole('button', { name: `Edit ${CHANNEL.en}` })
      .click();
    dialog = await channelDialog(page, 'Edit the deposit channel');
    await dialog.getByRole('switch', { name: 'Enabled: members can choose this channel' }).uncheck();
    await dialog.getByRole('button', { name: 'Save channel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cellOf(table, rowOf(table, CHANNEL.en), 'Status')).toBe('Disabled');
    expect((await memberChannels()).some((channel) => channel.name.EN === CHANNEL.en)).toBe(false);
  });

  it('asks a bank transfer for its payee account', async () => {
    const page = await openConsoleAs(
      await suite.openContext(),
      adminToken,
      '/console/finance/deposit-channels',
    );
    await page.getByRole('button', { name: 'Add channel' }).click();
    const dialog = await channelDialog(page, 'Add a deposit channel');
    expect(await dialog.getByLabel('Kind').inputValue()).toBe('BANK_TRANSFER');
    await dialog.getByLabel('Name (日本語)').fill('テスト振込');
    await dialog.getByLabel('Name (English)').fill('Test transfer e2e');
    await dialog.getByLabel('Minimum amount').fill('10');
    await dialog.getByLabel('Maximum amount').fill('1000.005');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect
      .poll(() => messageUnder(dialog.getByLabel('Account number')))
      .toBe(validationText('required', 'EN'));
    expect(await messageUnder(dialog.getByLabel('Maximum amount'))).toBe(
      validationText('invalidAmount', 'EN'),
    );

    await dialog.getByLabel('Maximum amount').fill('1000');
    await dialog.getByLabel('Bank', { exact: true }).fill('E2E Bank');
    await dialog.getByLabel('Branch', { exact: true }).fill('Main');
    await dialog.getByLabel('Account name').fill('E2E Payee');
    await dialog.getByLabel('Account number').fill('1234567');
    await dialog.getByLabel('Instructions for members (English)').fill('Write your username in the memo.');

    // A refusal the contract cannot foresee: the gateway's words under the input, everything typed kept.
    const refusal = 'This account cannot receive transfers';
    await page.route('**/console-api/deposit-channels', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          errorCode: 'validation_failed',
          message: 'Please check the fields',
          value: { fields: { 'payee.accountNumber': refusal } },
        }),
      }),
    );
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect.poll(() => messageUnder(dialog.getByLabel('Account number'))).toBe(refusal);
    await visible(dialog.getByRole('alert').filter({ hasText: 'Please check the fields' }));
    expect(await dialog.getByLabel('Account number').inputValue()).toBe('1234567');
    expect(await dialog.getByLabel('Name (English)').inputValue()).toBe('Test transfer e2e');
    expect(await dialog.getByLabel('Instructions for members (English)').inputValue()).toBe(
      'Write your username in the memo.',
    );
    await page.unroute('**/console-api/deposit-channels');

    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const table = page.getByRole('table', { name: 'Deposit channels' });
    const row = await visible(rowOf(table, 'Test transfer e2e'));
    expect(await cellOf(table, row, 'Payee account')).toContain('E2E Bank Main');
    expect(await cellOf(table, row, 'Payee account')).toContain('1234567');
    const offered = (
      await memberApi<(MemberChannel & { payee: unknown; instructions: unknown })[]>(
        suite.server,
        memberToken,
        'GET',
        '/wps/deposit/channels',
      )
    ).payload.value.find((channel) => channel.name.EN === 'Test transfer e2e');
    expect(offered).toMatchObject({
      kind: 'BANK_TRANSFER',
      payee: { bankName: 'E2E Bank', branchName: 'Main', accountName: 'E2E Payee', accountNumber: '1234567' },
      instructions: { EN: 'Write your username in the memo.' },
    });
  });

  it('saves the withdrawal limits that members then see', async () => {
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
    await goTo(page, 'Withdrawal limits');
    const minimum = await visible(page.getByLabel('Minimum amount'));
    const maximum = page.getByLabel('Maximum amount');
    const daily = page.getByLabel('Requests per day');

    await minimum.fill('500');
    await maximum.fill('100');
    await daily.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => messageUnder(maximum)).toBe(validationText('maxBelowMin', 'EN'));
    expect(await messageUnder(daily)).toBe('Must be at least 1');

    await maximum.fill('25000.50');
    await daily.fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('The withdrawal limits have been saved.'));
    expect(await minimum.inputValue()).toBe('500.00');

    const config = await memberApi(suite.server, memberToken, 'GET', '/wps/withdrawals/config');
    expect(config.payload.value).toMatchObject({ minAmount: '500.00', maxAmount: '25000.50', dailyCount: 3 });

    // A fresh visit shows what was stored.
    await page.reload();
    expect(await (await visible(page.getByLabel('Maximum amount'))).inputValue()).toBe('25000.50');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Withdrawal limits');
  });
});
