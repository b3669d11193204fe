import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type AgentRebate, type ContractTerms, type WhitelabelNode } from '@platform/contract';
import { createManualClock, testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { expectPath, uniqueUsername, useBrowserSuite, visible } from './support/app.ts';
import { TEAM_VENDOR, callWithToken } from './support/agent-team.ts';

const PASSWORD = 'secret123';
/** The operator's contracts with the top agent: 2% of the team's valid bet a day, 10% of its daily net loss. */
const DAILY_SALARY: ContractTerms = {
  kind: 'DAILY_SALARY',
  tiers: [{ minValidBet: '0', minActiveMembers: 0, rateType: 'PERCENT', rate: '2' }],
};
const DIVIDEND: ContractTerms = {
  kind: 'DIVIDEND',
  period: 'DAILY',
  tiers: [{ minValidBet: '0', minNetLoss: '0', minActiveMembers: 0, periodicBet: null, rate: '10' }],
};
/** The player's one round: a valid bet of 1,000 and a net loss of 800. */
const ROUND = { stake: '1000.00', payout: '200.00' } as const;

/** The first instant of the merchant's next day, plus `minutes`. */
const nextDayAt = (now: Date, timeZone: string, minutes: number) => {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const guess = Date.UTC(day[0] ?? 0, (day[1] ?? 1) - 1, (day[2] ?? 1) + 1);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, Number(part.value)]),
  );
  const shown = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return new Date(guess - (shown - guess) + minutes * 60_000);
};

/** The record's row of a paid settlement. */
const paidRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('cell').getByText('Paid', { exact: true }) });

/** Signs in on the agent landing's form and arrives in the agent centre; answers the session token. */
const signInAsAgent = async (page: Page, username: string) => {
  await visible(page.getByRole('heading', { name: 'Agent login' }));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectPath(page, '/agentHome');
  return String(await (await page.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue());
};

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'A contract waits for your answer' });

const balanceOf = async (page: Page, token: string) =>
  ((await callWithToken(page, token, 'GET', '/wps/v2/wallets/balance')) as { balance: string }).balance;

describe.skipIf(!hasBrowser)('agent contracts', () => {
  const clock = createManualClock(new Date());
  const suite = useBrowserSuite({ clock });
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('a daily salary offered, accepted at the login popup, settled the next day for both; the dividend estimated, then settled', async () => {
    const { server } = suite;
    const top = uniqueUsername('ctop');
    const sub = uniqueUsername('csub');
    const player = uniqueUsername('cpl');

    // The operator turns the dividend and daily salary on and offers the top agent both contracts.
    const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
    const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
      nodes.map((node) => ({
        ...node,
        enabled: node.enabled || node.modId === 'DIVIDEND' || node.modId === 'DAILY_SALARY',
        childrenNodes: on(node.childrenNodes),
      }));
    await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
    await server.createMember({ username: top, password: PASSWORD, type: MEMBER_TYPE.AGENT });
    for (const terms of [DAILY_SALARY, DIVIDEND]) {
      await consoleApi.request('POST', '/contracts', { account: top, product: 'ALL', terms });
    }

    // The top agent answers both offers in the popup at login.
    const topPage = await suite.openPage('/agent', { language: 'EN' });
    const topToken = await signInAsAgent(topPage, top);
    for (let n = 0; n < 2; n += 1) {
      const popup = await visible(popupOf(topPage));
      await expect.poll(() => popup.innerText()).toContain('Operator offers you');
      await popup.getByRole('button', { name: 'Accept', exact: true }).click();
      await visible(topPage.getByText('Accepted.').last());
    }
    await popupOf(topPage).waitFor({ state: 'detached' });

    // Its new downline agent; the offer checks the top agent's own rate (2%) and keeps what was typed.
    const rebate = (await callWithToken(topPage, topToken, 'GET', '/wps/agent/rebate')) as AgentRebate;
    await callWithToken(topPage, topToken, 'POST', '/wps/agent/downlines', {
      accountType: 'AGENT',
      username: sub,
      password: PASSWORD,
      rebateRates: rebate.own,
    });
    await topPage
      .getByRole('navigation', { name: 'Agent centre' })
      .getByRole('link', { name: 'Daily wages' })
      .click();
    await topPage.getByRole('tab', { name: 'Contract management' }).click();
    await topPage.getByRole('button', { name: 'New contract' }).click();
    const offer = await visible(topPage.getByRole('dialog', { name: 'New contract' }));
    await offer.getByLabel('Downline agent').selectOption({ label: sub });
    await offer.getByLabel('Team valid bet').fill('0');
    await offer.getByLabel('Active members').fill('0');
    const rate = offer.getByLabel('Rate', { exact: true });
    await rate.fill('3');
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await visible(offer.getByText('At most 2% (your own rate)'));
    expect(await offer.getByLabel('Team valid bet').inputValue()).toBe('0');
    await rate.fill('1.5');
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await offer.waitFor({ state: 'detached' });
    const row = topPage.getByRole('row').filter({ hasText: sub });
    await visible(row.getByText('Pending', { exact: true }));

    // The downline sees the offer at login and accepts it; its menu then shows daily wages.
    const subPage = await suite.openPage('/agent', { language: 'EN' });
    const subToken = await signInAsAgent(subPage, sub);
    const popup = await visible(popupOf(subPage));
    await visible(popup.getByText(`${top} offers you a Daily salary contract (All products).`));
    expect(await popup.getByRole('cell', { name: '1.5%' }).count()).toBe(1);
    await popup.getByRole('button', { name: 'Accept', exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    const subMenu = subPage.getByRole('navigation', { name: 'Agent centre' });
    await subMenu.getByRole('link', { name: 'Daily wages' }).click();
    await visible(
      subPage.getByRole('article', { name: 'All products' }).locator('.badge', { hasText: 'Signed' }),
    );

    // A player of the downline plays one round today.
    await callWithToken(subPage, subToken, 'POST', '/wps/agent/downlines', {
      accountType: 'MEMBER',
      username: player,
      password: PASSWORD,
      rebateRates: rebate.own,
    });
    await server.fundMember(player, ROUND.stake);
    await server.addVendor({
      vassalage: TEAM_VENDOR.vassalage,
      displayName: TEAM_VENDOR.displayName,
      categories: ['RNG'],
      games: [
        testGame(TEAM_VENDOR.gameId, {
          gameType: 'RNG',
          names: { JA: TEAM_VENDOR.gameName, EN: TEAM_VENDOR.gameName },
        }),
      ],
    });
    await server.playRound({
      username: player,
      vassalage: TEAM_VENDOR.vassalage,
      gameId: TEAM_VENDOR.gameId,
      ...ROUND,
    });

    // Before the day ends the top agent's dividend record shows the estimate: 10% of the 800 lost.
    await topPage
      .getByRole('navigation', { name: 'Agent centre' })
      .getByRole('link', { name: 'Dividend record' })
      .click();
    const estimate = await visible(topPage.getByTestId('dividend-estimate'));
    await expect.poll(() => estimate.innerText()).toContain('80.00');

    // The clock passes the merchant's day; the period jobs settle it.
    const { timeZone } = (await callWithToken(topPage, topToken, 'GET', '/wps/system/config')) as {
      timeZone: string;
    };
    clock.set(nextDayAt(clock.now(), timeZone, 11));
    await server.runDueJobs();

    // The downline: 1,000 × 1.5% = 15.00; the top agent: 1,000 × 2% − 15.00 = 5.00, and its dividend 80.00.
    const subAfter = await suite.openPage('/agent', { language: 'EN' });
    const subAfterToken = await signInAsAgent(subAfter, sub);
    await subAfter.goto('/agentHome/agentDailyWages2');
    await subAfter.getByRole('tab', { name: 'Record' }).click();
    const subRecord = await visible(paidRow(subAfter));
    expect(await subRecord.innerText()).toContain('15.00');
    expect(await balanceOf(subAfter, subAfterToken)).toBe('15.00');

    const topAfter = await suite.openPage('/agent', { language: 'EN' });
    const topAfterToken = await signInAsAgent(topAfter, top);
    await topAfter.goto('/agentHome/agentDailyWages2');
    await topAfter.getByRole('tab', { name: 'Record' }).click();
    const topRecord = await visible(paidRow(topAfter));
    await topRecord.getByRole('button', { name: /^Details / }).click();
    const details = await visible(topAfter.getByRole('dialog', { name: /^Settlement / }));
    const figures = await details.innerText();
    expect(figures).toMatch(/Team valid bet\s+\S*\s*1,000\.00/);
    expect(figures).toMatch(/Paid to your direct downlines\s+\S*\s*15\.00/);
    expect(figures).toMatch(/Your amount\s+\S*\s*5\.00/);
    await details.getByRole('button', { name: 'Close' }).click();

    await topAfter.goto('/agentHome/agentDividendRecordCopy2');
    const dividend = await visible(paidRow(topAfter));
    expect(await dividend.innerText()).toContain('80.00');
    expect(await balanceOf(topAfter, topAfterToken)).toBe('85.00');
  });
});
