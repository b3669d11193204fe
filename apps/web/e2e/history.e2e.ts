import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  callAsMember,
  logInNewMember,
  prepareWithdrawals,
  textOf,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dateInputs = (page: Page) => ({
  start: page.getByLabel('Start date'),
  end: page.getByLabel('End date'),
});

const range = async (page: Page) => {
  const { start, end } = dateInputs(page);
  return { start: await start.inputValue(), end: await end.inputValue() };
};

describe.skipIf(!hasBrowser)('transaction history', () => {
  const suite = useBrowserSuite();

  it('lists the transfers with totals, and the presets move the window', async () => {
    const { page, username } = await logInNewMember(suite, { prefix: 'his', funds: '2000.00' });
    await suite.server.fundMember(username, '500.50');
    const { paymentPassword, bankAccountId } = await prepareWithdrawals(page);
    await callAsMember(page, 'POST', '/wps/withdrawals', {
      requestId: crypto.randomUUID(),
      amount: '300.00',
      bankAccountId,
      paymentPassword,
    });

    await page.getByRole('banner').getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Account records' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Transaction history' }));

    // The first window is the last 7 days, today included.
    const first = await range(page);
    expect(first.start).toBe(addDays(first.end, -6));
    const table = page.getByRole('table', { name: 'Transaction history' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/Transfer ID\s+Type\s+Amount\s+Balance after\s+Order no\.\s+Time/);
    // Newest first: the withdrawal, then the two credits, each with the balance after it.
    expect(texts[1]).toMatch(
      /^\d+\s+Withdrawal\s+¥\s*-300\.00\s+¥\s*2,200\.50\s+\S+\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    expect(texts[2]).toMatch(/^\d+\s+Adjustment\s+¥\s*\+500\.50\s+¥\s*2,500\.50\s+—\s+/);
    expect(texts[3]).toMatch(/^\d+\s+Adjustment\s+¥\s*\+2,000\.00\s+¥\s*2,000\.00\s+—\s+/);

    const totals = page.getByRole('definition');
    const totalsText = async () => (await page.locator('.totals').innerText()).replace(/\s+/g, ' ');
    expect(await totalsText()).toMatch(/Money in ¥ ?2,500\.50 Money out ¥ ?-?300\.00 Net ¥ ?\+2,200\.50/);
    expect(await totals.count()).toBe(3);

    // "Next" cannot go past today.
    const presets = page.getByRole('group', { name: 'Move the date range' });
    expect(await presets.getByRole('button', { name: 'Next 7 days' }).isDisabled()).toBe(true);
    expect(await presets.getByRole('button', { name: 'Next 30 days' }).isDisabled()).toBe(true);

    await presets.getByRole('button', { name: 'Previous 7 days' }).click();
    await expect
      .poll(() => range(page))
      .toEqual({ start: addDays(first.start, -7), end: addDays(first.start, -1) });
    await visible(table.getByText('No transactions in this range.'));
    expect(await totalsText()).toMatch(/Money in ¥ ?0\.00 .*Net ¥ ?0\.00/);

    await presets.getByRole('button', { name: 'Previous 30 days' }).click();
    await expect
      .poll(() => range(page))
      .toEqual({
        start: addDays(first.start, -37),
        end: addDays(first.start, -8),
      });

    await presets.getByRole('button', { name: 'Next 30 days' }).click();
    // Forward from [start-37, start-8] by 30 days would end after today: it stops at today.
    await expect.poll(() => range(page)).toEqual({ start: addDays(first.start, -7), end: first.end });
    await expect.poll(() => rows.count()).toBe(4);
    expect(await presets.getByRole('button', { name: 'Next 7 days' }).isDisabled()).toBe(true);

    // The type filter.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Withdrawal' });
    await page
      .getByRole('region', { name: 'Transaction history' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await textOf(rows.nth(1))).toContain('Withdrawal');
    expect(new URL(page.url()).searchParams.get('type')).toBe('WITHDRAWAL');
  });
});
