import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REBATE_CATEGORIES } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO,
  MEMBER_PASSWORD,
  callAsMember,
  logInFromHeader,
  uniqueUsername,
  useBrowserSuite,
  visible,
} from './support/app.ts';

describe.skipIf(!hasBrowser)('agent income and team transactions', () => {
  const suite = useBrowserSuite();

  it('shows a downline’s deposit in team transactions, asks for a username or a type, and opens my income', async () => {
    const agentPage = await suite.openPage('/login', { language: 'EN' });
    const login = await visible(agentPage.getByRole('dialog', { name: 'Log in' }));
    await login.getByLabel('Username', { exact: true }).fill(DEMO.agent);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await agentPage.waitForFunction(() => sessionStorage.getItem('token'));

    // A new direct player of the agent opens a deposit.
    const player = uniqueUsername('tx');
    await callAsMember(agentPage, 'POST', '/wps/agent/downlines', {
      accountType: 'MEMBER',
      username: player,
      password: MEMBER_PASSWORD,
      rebateRates: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, '0'])),
    });
    const playerPage = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(playerPage, player, MEMBER_PASSWORD);
    const [channel] = (await callAsMember(playerPage, 'GET', '/wps/deposit/channels')) as { id: number }[];
    if (channel === undefined) throw new Error('No deposit channel');
    await callAsMember(playerPage, 'POST', '/wps/deposit/orders', {
      requestId: randomUUID(),
      channelId: channel.id,
      amount: '1234.00',
    });

    // Team transactions open on deposits: the player's shows, still processing.
    await agentPage.goto('/agentHome/agentDownlineTransactionDetailsCopy');
    await visible(agentPage.getByRole('heading', { level: 1, name: 'Team transactions' }));
    const table = await visible(agentPage.getByRole('table', { name: 'Team transactions' }));
    const row = table.getByRole('row').filter({ hasText: player });
    await visible(row.getByText('Processing'));
    expect(await row.innerText()).toContain('1,234.00');

    // Neither a username nor a type: the spec's rule is said under the username.
    const filters = agentPage.getByRole('search', { name: 'Transaction filters' });
    await filters.getByLabel('Type', { exact: true }).selectOption('');
    await filters.getByRole('button', { name: 'Search' }).click();
    await visible(filters.getByText('Enter a username or choose a type.'));
    await filters.getByLabel('Username', { exact: true }).fill(player);
    await filters.getByRole('button', { name: 'Search' }).click();
    await agentPage.waitForURL(/username=/);
    await visible(table.getByRole('row').filter({ hasText: player }).getByText('Deposit'));

    // My income: nothing paid to the demo agent yet.
    await agentPage.goto('/agentHome/agentRevenueReport');
    await visible(agentPage.getByRole('heading', { level: 1, name: 'My income' }));
    await visible(agentPage.getByText('No income in these days.'));
    const totals = await visible(agentPage.getByRole('definition').first());
    expect(await totals.innerText()).toContain('0.00');
  });
});
