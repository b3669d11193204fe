import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE, type AgentPolicyInput, type AgentRebate } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi, useConsoleSuite, visible } from './support/console.ts';
import { goTo, memberApi, memberApiLogIn, openConsoleAs } from './support/finance.ts';

const PASSWORD = 'agent1234';

describe.skipIf(!hasBrowser)('console agent pages', () => {
  const suite = useConsoleSuite();

  /** A downline made by its agent through the agent centre's API. */
  const downlineOf = async (agentToken: string, username: string, accountType: 'AGENT' | 'MEMBER') => {
    const rebate = await memberApi<AgentRebate>(suite.server, agentToken, 'GET', '/wps/agent/rebate');
    const made = await memberApi(suite.server, agentToken, 'POST', '/wps/agent/downlines', {
      accountType,
      username,
      password: PASSWORD,
      rebateRates: rebate.payload.value.own,
    });
    expect(made.payload.success).toBe(true);
  };

  it('finds a member in the tree, moves its team under another agent, and saves the agent policy', async () => {
    // treetopa > treemida > treeleafa; treetopb alone.
    for (const username of ['treetopa', 'treetopb']) {
      await suite.server.createMember({ username, password: PASSWORD, type: MEMBER_TYPE.AGENT });
    }
    await downlineOf(await memberApiLogIn(suite.server, 'treetopa', PASSWORD), 'treemida', 'AGENT');
    await downlineOf(await memberApiLogIn(suite.server, 'treemida', PASSWORD), 'treeleafa', 'MEMBER');

    const token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const page = await openConsoleAs(await suite.openContext(), token, '/console/');
    await goTo(page, 'Agent tree');

    // The top agent: no upline, one direct downline whose own team opens in place.
    const search = await visible(page.getByRole('search'));
    await search.getByLabel('Account').fill('TreeTopA');
    await search.getByRole('button', { name: 'Find' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'treetopa' }));
    await visible(page.getByText('Top of the tree (no upline)'));
    await page.getByRole('button', { name: 'Show the team of treemida' }).click();
    await page.getByRole('button', { name: 'treeleafa', exact: true }).click();

    // The leaf: its chain, top first; a step up the chain opens the middle agent.
    await visible(page.getByRole('heading', { level: 2, name: 'treeleafa' }));
    const chain = page.getByRole('navigation', { name: 'Upline chain' });
    expect(await chain.getByRole('listitem').allInnerTexts()).toEqual(['treetopa', 'treemida', 'treeleafa']);
    await chain.getByRole('button', { name: 'treemida' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'treemida' }));

    // A move under its own downline is refused with the stable message; under another agent it goes.
    await page.getByRole('button', { name: 'Move with team' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Move treemida' }));
    await dialog.getByLabel('New upline (agent account)').fill('treeleafa');
    await dialog.getByRole('button', { name: 'Move with team' }).click();
    await visible(dialog.getByText('The new upline must be an agent outside this member’s team.'));
    await dialog.getByLabel('New upline (agent account)').fill('treetopb');
    await dialog.getByRole('button', { name: 'Move with team' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('treemida now sits under treetopb.'));
    expect(await chain.getByRole('listitem').allInnerTexts()).toEqual(['treetopb', 'treemida']);

    // The agent policy: one switch and one rate, saved, audited.
    await goTo(page, 'Agent policy');
    const creates = page.getByLabel('Agents may create agent downlines');
    const before = await creates.isChecked();
    await creates.setChecked(!before);
    await page.getByLabel('Live casino (%)').fill('1.25');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved.'));
    const stored = await consoleApi(suite.server, token, 'GET', '/agents/policy');
    expect(stored.payload.value as AgentPolicyInput).toMatchObject({
      agentsMayCreateAgents: !before,
      maxRebateRates: { LIVE: '1.25' },
    });
    const audit = await consoleApi(suite.server, token, 'GET', '/audit?action=agent.policy');
    expect((audit.payload.value as { list: { action: string }[] }).list.map((row) => row.action)).toEqual([
      'agent.policy',
    ]);
  });
});
