import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type AgentRebate } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import {
  MEMBER_PASSWORD,
  callAsMember,
  headerBalance,
  logInFromHeader,
  uniqueUsername,
  useBrowserSuite,
  visible,
} from './support/app.ts';

const PAY = '246810';

/** Waits until the header's balance reads `amount`. */
const balanceShows = (page: Page, amount: string) =>
  page.getByRole('banner').getByRole('group', { name: 'Balance' }).filter({ hasText: amount }).waitFor();

const setPaymentPassword = (page: Page) =>
  callAsMember(page, 'PUT', '/wps/member/payment-password', { newPassword: PAY, confirmPassword: PAY });

describe.skipIf(!hasBrowser)('agent transfers', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('an agent pays a downline from team management, the downline sees it live and pays its upline back', async () => {
    await consoleApi.request('PUT', '/team-transfer-settings', {
      downlineEnabled: true,
      takeBackEnabled: false,
      uplineEnabled: true,
      minAmount: '1.00',
      maxAmount: '500.00',
      dailyMax: '1000.00',
    });

    // A new agent with funds and a payment password, and a direct downline of its own making.
    const agent = uniqueUsername('ag');
    await suite.server.createMember({ username: agent, password: MEMBER_PASSWORD, type: MEMBER_TYPE.AGENT });
    await suite.server.fundMember(agent, '300.00');
    const agentPage = await suite.openPage('/login', { language: 'EN' });
    const login = await visible(agentPage.getByRole('dialog', { name: 'Log in' }));
    await login.getByLabel('Username', { exact: true }).fill(agent);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await agentPage.waitForFunction(() => sessionStorage.getItem('token'));
    await setPaymentPassword(agentPage);
    const { own } = (await callAsMember(agentPage, 'GET', '/wps/agent/rebate')) as AgentRebate;
    const downline = uniqueUsername('dn');
    await callAsMember(agentPage, 'POST', '/wps/agent/downlines', {
      accountType: 'MEMBER',
      username: downline,
      password: MEMBER_PASSWORD,
      rebateRates: own,
    });

    // The downline is signed in elsewhere, looking at the lobby.
    const downlinePage = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(downlinePage, downline, MEMBER_PASSWORD);
    await setPaymentPassword(downlinePage);
    expect(await headerBalance(downlinePage)).toBe('0.00');

    // Team management: "Transfer" on the downline's row; the dialog shows the operator's limits.
    await agentPage.goto('/agentHome/downlineManagmentView');
    await agentPage.getByRole('tab', { name: 'Direct players' }).click();
    const table = await visible(agentPage.getByRole('table', { name: 'Team members' }));
    await table
      .getByRole('row')
      .filter({ hasText: downline })
      .getByRole('button', { name: 'Transfer' })
      .click();
    const dialog = await visible(agentPage.getByRole('dialog', { name: `Transfer to ${downline}` }));
    await visible(dialog.getByText('Min 1.00 – max 500.00'));
    await dialog.getByLabel('Amount').fill('600');
    await dialog.getByLabel('Payment password').fill(PAY);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await visible(dialog.getByText('Enter an amount from 1.00 to 500.00'));
    await dialog.getByLabel('Amount').fill('125.50');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await visible(dialog.getByText(new RegExp(`Transfer T\\d{10} to ${downline} done`)));

    // The downline sees it at once: a notice and the header balance.
    await visible(downlinePage.getByRole('status').getByText(/Transfer of .*125\.50 received/));
    await balanceShows(downlinePage, '125.50');

    // The downline pays its upline from the member centre page the menu now offers.
    await downlinePage.goto('/member');
    await downlinePage
      .getByRole('link', { name: /Transfer to upline/ })
      .first()
      .click();
    await visible(downlinePage.getByRole('heading', { level: 1, name: 'Transfer to upline' }));
    await visible(downlinePage.getByText(agent, { exact: true }));
    await downlinePage.getByLabel('Amount').fill('25.50');
    await downlinePage.getByLabel('Payment password').fill(PAY);
    await downlinePage.getByRole('button', { name: 'Transfer', exact: true }).click();
    await visible(downlinePage.getByText(new RegExp(`Transfer T\\d{10} to ${agent} done`)));
    await balanceShows(downlinePage, '100.00');
    await visible(agentPage.getByRole('status').getByText(/Transfer of .*25\.50 received/));

    // Both histories name it.
    await downlinePage.getByRole('link', { name: 'Open transaction history' }).click();
    const history = await visible(downlinePage.getByRole('table').first());
    await visible(
      history.getByRole('row').filter({ hasText: 'Team transfer' }).filter({ hasText: '-25.50' }),
    );
    await visible(
      history.getByRole('row').filter({ hasText: 'Team transfer' }).filter({ hasText: '+125.50' }),
    );
  });
});
