import { beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser } from './support/browser.ts';
import {
  consoleApi,
  DEMO_ADMIN,
  navLinks,
  signInThroughApi,
  useConsoleSuite,
  visible,
  REWARDS_PAGES,
  LOTTERY_PAGES,
} from './support/console.ts';
import { openConsoleAs } from './support/finance.ts';

const FINANCE_PAGES = [
  ['Deposits', '/console/finance/deposits'],
  ['Withdrawals', '/console/finance/withdrawals'],
  ['Deposit channels', '/console/finance/deposit-channels'],
  ['Withdrawal limits', '/console/finance/withdrawal-limits'],
] as const;

const INITIAL_PASSWORD = 'Initial-pass-1';
const CHOSEN_PASSWORD = 'Chosen-pass-22';

describe.skipIf(!hasBrowser)('finance pages by role', () => {
  const suite = useConsoleSuite();
  const tokens = { CONTENT: '', FINANCE: '' };

  beforeAll(async () => {
    // The accounts are set up as the administrator and the new staff would, through the console API.
    const adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    for (const role of ['CONTENT', 'FINANCE'] as const) {
      const username = `${role.toLowerCase()}.e2e`;
      const created = await consoleApi(suite.server, adminToken, 'POST', '/staff', {
        username,
        password: INITIAL_PASSWORD,
        role,
      });
      expect(created.status).toBe(200);
      const token = await signInThroughApi(suite.server, username, INITIAL_PASSWORD);
      const changed = await consoleApi(suite.server, token, 'POST', '/auth/password', {
        oldPassword: INITIAL_PASSWORD,
        newPassword: CHOSEN_PASSWORD,
        confirmNewPassword: CHOSEN_PASSWORD,
      });
      expect(changed.status).toBe(200);
      tokens[role] = token;
    }
  });

  it('shows a content editor no finance section, answers 403 to its addresses, and the gateway agrees', async () => {
    const page = await openConsoleAs(await suite.openContext(), tokens.CONTENT, '/console/');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    // Content editors manage the games and the site content, nothing of finance.
    expect(await navLinks(page)).toEqual([
      'Dashboard',
      // The rewards pages (rewards.read).
      ...REWARDS_PAGES,
      'Vendors',
      'Game list',
      'Banners',
      'Notices & marquee',
      'Announcements',
      'Popups',
      'Help articles',
      'Hot matches',
      'Avatar icons',
      'Live hosts',
      'My account',
    ]);
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByText('Finance').count()).toBe(0);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Finance/ })
        .count(),
    ).toBe(0);

    for (const [, path] of FINANCE_PAGES) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
      expect(await page.getByRole('table').count()).toBe(0);
    }

    for (const [method, path, body] of [
      ['GET', '/deposits', undefined],
      ['GET', '/deposits/1/proof', undefined],
      ['POST', '/deposits/1/credit', {}],
      ['POST', '/deposits/1/reject', { reason: 'x' }],
      ['GET', '/withdrawals', undefined],
      ['POST', '/withdrawals/1/approve', {}],
      ['POST', '/withdrawals/1/reject', { reason: 'x' }],
      ['GET', '/deposit-channels', undefined],
      ['POST', '/deposit-channels', {}],
      ['GET', '/withdrawal-settings', undefined],
      ['PUT', '/withdrawal-settings', {}],
      ['POST', '/members/1/payment-password/unlock', undefined],
    ] as const) {
      const answer = await consoleApi(suite.server, tokens.CONTENT, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.payload.errorCode).toBe('forbidden');
    }
  });

  it('shows finance staff the finance section, with its actions, and no settings', async () => {
    const page = await openConsoleAs(await suite.openContext(), tokens.FINANCE, '/console/');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(await navLinks(page)).toEqual([
      'Dashboard',
      'Members',
      'Agent tree',
      'Agent transfers',
      'Contracts',
      'Settlements',
      'Settlement runs',
      ...REWARDS_PAGES,
      ...LOTTERY_PAGES,
      ...FINANCE_PAGES.map(([name]) => name),
      'My account',
    ]);
    await visible(page.getByRole('navigation', { name: 'Console' }).getByText('Finance', { exact: true }));
    // The dashboard's tile leads to the queues.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Finance/ })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Deposits' }));

    for (const [name, path] of FINANCE_PAGES) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name }));
    }
    await page.goto('/console/finance/deposit-channels');
    await visible(page.getByRole('button', { name: 'Add channel' }));
    await page.goto('/console/finance/withdrawal-limits');
    await visible(page.getByRole('button', { name: 'Save' }));

    await page.goto('/console/settings/status');
    await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
  });
});
