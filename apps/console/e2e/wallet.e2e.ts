import { describe, expect, it } from 'vitest';
import { errorMessage } from '@platform/contract';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  expectDashboard,
  memberLogIn,
  signInWithEnrolment,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';

const MEMBER = { username: 'demomember', password: 'demo1234' } as const;
const REASON = 'Goodwill credit for ticket 4711';

const walletSection = (page: Page): Locator => page.getByRole('region', { name: 'Wallet', exact: true });
const mainBalance = (page: Page): Locator => walletSection(page).getByRole('definition').first();

/** Fills the adjustment form, reviews it and confirms it in the dialog. */
const adjust = async (page: Page, amount: string, reason: string) => {
  const form = await visible(page.getByRole('region', { name: 'Manual adjustment' }));
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Reason', { exact: true }).fill(reason);
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Adjust this balance?' }));
  const summary = await textOf(dialog);
  expect(summary).toContain(MEMBER.username);
  expect(summary).toContain(amount);
  expect(summary).toContain(reason);
  await dialog.getByRole('button', { name: 'Adjust balance', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return form;
};

describe.skipIf(!hasBrowser)('member wallet and manual adjustment', () => {
  const suite = useConsoleSuite();

  it('credits the demo member, refuses a debit beyond the balance, and the member site shows it', async () => {
    const context = await suite.openContext();
    const consolePage = await context.newPage();
    await consolePage.goto('/console/');
    await signInWithEnrolment(consolePage, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expectDashboard(consolePage);

    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Members' })
      .click();
    const search = await visible(consolePage.getByRole('search', { name: 'Member search' }));
    await search.getByLabel('Account').fill(MEMBER.username);
    await search.getByRole('button', { name: 'Search' }).click();
    await consolePage
      .getByRole('table', { name: 'Members found' })
      .getByRole('link', { name: MEMBER.username })
      .click();
    await visible(consolePage.getByRole('heading', { level: 1, name: MEMBER.username }));
    await visible(walletSection(consolePage));

    // +25.00 with a reason: the new balance, and the transfer with the reason in the table.
    const form = await adjust(consolePage, '25.00', REASON);
    await visible(form.getByText('The balance has been adjusted. New balance: 25.00'));
    await expect.poll(() => mainBalance(consolePage).innerText()).toBe('25.00');
    const transfers = walletSection(consolePage).getByRole('table', { name: 'Wallet transfers' });
    const row = await visible(transfers.getByRole('row').filter({ hasText: REASON }));
    const rowText = await textOf(row);
    expect(rowText).toContain('Adjustment');
    expect(rowText).toContain('In');
    expect(rowText).toContain('+25.00');

    // -100.00 is more than the balance: the message under the amount, the typed values kept.
    await adjust(consolePage, '-100.00', 'Reversal beyond the balance');
    const amount = form.getByLabel('Amount', { exact: true });
    await visible(form.getByText(errorMessage('insufficient_balance', 'EN')));
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.inputValue()).toBe('-100.00');
    expect(await mainBalance(consolePage).innerText()).toBe('25.00');
    expect(await transfers.getByRole('row').count()).toBe(2);

    // The member site's header shows the credited balance.
    const site = await context.newPage();
    await site.goto('/');
    const login = await memberLogIn(site, MEMBER.username, MEMBER.password);
    expect(login.errorCode).toBeNull();
    await expect.poll(() => site.getByRole('banner').innerText()).toMatch(/¥\s*25\.00/);
  });
});
