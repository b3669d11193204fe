import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE, type Contract, type SettlementPage } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi, useConsoleSuite, visible } from './support/console.ts';
import { cellOf, goTo, memberApi, memberApiLogIn, openConsoleAs, rowOf } from './support/finance.ts';

const PASSWORD = 'agent1234';
const VENDOR = 'E2E_RT';

/** The server's time: the machine's, moved forward by the test to pass a settlement period. */
let shiftMs = 0;
const clock = { now: () => new Date(Date.now() + shiftMs) };

describe.skipIf(!hasBrowser)('console contracts and settlements', () => {
  const suite = useConsoleSuite({ clock });

  /** A top-level agent accepts the operator's offer waiting for it (the member site's popup has its own test). */
  const accept = async (agentToken: string) => {
    const waiting = await memberApi<{ list: Contract[] }>(
      suite.server,
      agentToken,
      'GET',
      '/wps/agent/contracts/waiting',
    );
    const [offer] = waiting.payload.value.list;
    if (offer === undefined) throw new Error('no offer waits for the agent');
    const answer = await memberApi(
      suite.server,
      agentToken,
      'POST',
      `/wps/agent/contracts/${offer.id}/answer`,
      {
        answer: 'ACCEPT',
      },
    );
    expect(answer.payload.success).toBe(true);
  };

  const balanceOf = async (token: string, username: string) => {
    const found = await consoleApi(suite.server, token, 'GET', `/members?account=${username}`);
    const [member] = (found.payload.value as { list: { id: number }[] }).list;
    if (member === undefined) throw new Error(`no member ${username}`);
    const detail = await consoleApi(suite.server, token, 'GET', `/members/${member.id}`);
    return (detail.payload.value as { balance: string }).balance;
  };

  it('pays a real-time salary after approval, and rejects another with its reason', async () => {
    for (const username of ['rtagenta', 'rtagentb']) {
      await suite.server.createMember({ username, password: PASSWORD, type: MEMBER_TYPE.AGENT });
      await suite.server.fundMember(username, '500.00');
    }
    await suite.server.addVendor({
      vassalage: VENDOR,
      categories: ['RNG'],
      games: [testGame('RT_1', { gameType: 'RNG' })],
    });
    const token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const page = await openConsoleAs(await suite.openContext(), token, '/console/');

    // The kind's policy: its white-label switch is off, turned on through the link; payouts wait for approval.
    await goTo(page, 'Contract policies');
    await page
      .getByRole('navigation', { name: 'Contract kind' })
      .getByRole('link', { name: 'Real-time salary' })
      .click();
    await visible(page.getByText('White-label switch of this kind:'));
    expect(await page.locator('.contracts__switch .badge').innerText()).toBe('Off');
    await page.getByRole('link', { name: 'Change it on the modules page' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Module switches' }));
    await page.getByLabel('Real-time salary', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved.'));
    await page.goBack();
    await visible(page.getByRole('link', { name: 'Real-time salary', exact: true }));
    await expect.poll(() => page.locator('.contracts__switch .badge').innerText()).toBe('On');
    await page.getByLabel('Payout mode').selectOption({ label: 'Wait for staff approval' });
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved.'));

    // The operator's offer to a top-level agent: a rate above the policy's maximum is refused under its input.
    await goTo(page, 'Contracts');
    await page.getByRole('button', { name: 'Offer a contract' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Offer a contract to a top-level agent' }));
    await dialog.getByLabel('Agent account').fill('rtagenta');
    await dialog.getByLabel('Contract kind').selectOption({ label: 'Real-time salary' });
    await dialog.getByLabel('Single bet from').fill('1');
    const lossRate = dialog.getByLabel('Rate on losing bets (%)');
    await lossRate.fill('5');
    await dialog.getByLabel('Rate on winning bets (%)').fill('0.5');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await visible(dialog.getByText("Between 0% and 2% (the operator's limits)"));
    expect(await lossRate.getAttribute('aria-invalid')).toBe('true');
    await lossRate.fill('1');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('The offer was sent to rtagenta.'));
    const contracts = page.getByRole('table', { name: 'Contracts found' });
    expect(await cellOf(contracts, rowOf(contracts, 'rtagenta'), 'Status')).toContain('Offer waiting');

    // The second agent's offer through the API; both accept, and each loses a round in the same 5 minutes.
    const offerB = await consoleApi(suite.server, token, 'POST', '/contracts', {
      account: 'rtagentb',
      product: 'ALL',
      terms: { kind: 'REALTIME_SALARY', tiers: [{ minBet: '1', lossRate: '1', winRate: '0.5' }] },
    });
    expect(offerB.payload.success).toBe(true);
    await accept(await memberApiLogIn(suite.server, 'rtagenta', PASSWORD));
    await accept(await memberApiLogIn(suite.server, 'rtagentb', PASSWORD));
    await suite.server.playRound({
      username: 'rtagenta',
      vassalage: VENDOR,
      gameId: 'RT_1',
      stake: '100.00',
      payout: '0.00',
    });
    await suite.server.playRound({
      username: 'rtagentb',
      vassalage: VENDOR,
      gameId: 'RT_1',
      stake: '200.00',
      payout: '0.00',
    });

    // The period ends: its settlement writes both records, waiting for approval.
    shiftMs += 6 * 60_000;
    await suite.server.runDueJobs();
    await goTo(page, 'Settlements');
    const records = page.getByRole('table', { name: 'Settlement records' });
    await visible(rowOf(records, 'rtagenta'));
    await visible(rowOf(records, 'rtagentb'));
    expect(await cellOf(records, rowOf(records, 'rtagenta'), 'Amount')).toBe('1.00');
    expect(await cellOf(records, rowOf(records, 'rtagentb'), 'Amount')).toBe('2.00');

    // The figures behind the amount.
    await rowOf(records, 'rtagenta').getByRole('button', { name: 'Figures' }).click();
    const figures = await visible(page.getByRole('dialog', { name: /^rtagenta: / }));
    const figure = (label: string) =>
      figures.locator('.details__row').filter({ hasText: label }).locator('dd');
    expect(await figure('Team valid bet').innerText()).toBe('100.00');
    expect(await figure('Valid bet of losing rounds').innerText()).toBe('100.00');
    expect(await figure('Tier reached').innerText()).toBe('1');
    expect(await figure('Earned on the team').innerText()).toBe('1.00');
    await figures.getByRole('button', { name: 'Close' }).click();

    // Approve one: paid through the ledger, gone from the queue.
    await rowOf(records, 'rtagenta').getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(page.getByRole('dialog', { name: 'Approve this payout?' }));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await visible(page.getByText('1.00 was paid to rtagenta.'));
    await expect.poll(() => rowOf(records, 'rtagenta').count()).toBe(0);

    // Reject the other: a reason is asked, then shown with the record.
    await rowOf(records, 'rtagentb').getByRole('button', { name: 'Reject' }).click();
    const reject = await visible(page.getByRole('dialog', { name: 'Reject this payout?' }));
    await reject.getByRole('button', { name: 'Reject' }).click();
    await visible(reject.getByText('Input cannot be empty'));
    await reject.getByLabel('Reason').fill('Bets under review');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await visible(page.getByText('The payout to rtagentb was rejected.'));
    await page
      .getByRole('search', { name: 'Find settlements' })
      .getByLabel('Status')
      .selectOption({ label: 'All' });
    await page
      .getByRole('search', { name: 'Find settlements' })
      .getByRole('button', { name: 'Search' })
      .click();
    // (A later period may have ended too, with a no-payout record each: the rows are told by their
    // bets, a cell of exactly that amount; a row's text runs its cells together: '08:10' '0.00'.)
    const betCell = (amount: string) => page.getByRole('cell', { name: amount, exact: true });
    const paid = rowOf(records, 'rtagenta').filter({ has: betCell('100.00') });
    const rejected = rowOf(records, 'rtagentb').filter({ has: betCell('200.00') });
    await visible(paid);
    expect(await cellOf(records, paid, 'Status')).toBe('Paid');
    expect(await cellOf(records, rejected, 'Status')).toBe('Rejected');
    expect(await cellOf(records, rejected, 'Reason')).toBe('Bets under review');

    // A paid one adjusted: part of it taken back, with a reason.
    await paid.getByRole('button', { name: 'Adjust' }).click();
    const adjust = await visible(page.getByRole('dialog', { name: 'Adjust this settlement' }));
    await adjust.getByLabel('Amount').fill('-0.50');
    await adjust.getByLabel('Reason').fill('Rounding correction');
    await adjust.getByRole('button', { name: 'Adjust' }).click();
    await visible(page.getByText('The settlement of rtagenta is adjusted by -0.50 in all.'));
    await expect.poll(() => cellOf(records, paid, 'Adjustment')).toBe('-0.50');

    // The money: the approved salary paid once less the adjustment, the rejected one not at all; all audited.
    const stored = await consoleApi(suite.server, token, 'GET', '/settlements?kind=REALTIME_SALARY');
    const list = (stored.payload.value as SettlementPage).list;
    expect(list.map((row) => [row.agent.account, row.status, row.transferId !== null])).toEqual(
      expect.arrayContaining([
        ['rtagenta', 'PAID', true],
        ['rtagentb', 'REJECTED', false],
      ]),
    );
    expect(await balanceOf(token, 'rtagenta')).toBe('400.50');
    expect(await balanceOf(token, 'rtagentb')).toBe('300.00');
    for (const action of [
      'settlement.approve',
      'settlement.reject',
      'settlement.adjust',
      'contract.policy',
      'contract.offer',
    ]) {
      const audit = await consoleApi(suite.server, token, 'GET', `/audit?action=${action}`);
      expect((audit.payload.value as { list: unknown[] }).list.length, action).toBeGreaterThan(0);
    }

    // The run of the period with its totals.
    await goTo(page, 'Settlement runs');
    await page
      .getByRole('navigation', { name: 'Contract kind' })
      .getByRole('link', { name: 'Real-time salary' })
      .click();
    const runs = page.getByRole('table', { name: 'Settlement runs' });
    // Every period with both contracts in force has 2 records (NO_PAYOUT where nothing was played),
    // and the 6 minutes may close two periods: the played one is the run that paid.
    const withRecords = rowOf(runs, '2 records');
    await visible(withRecords.first());
    const totals = await Promise.all(
      (await withRecords.all()).map(async (row) => ({
        paid: await cellOf(runs, row, 'Paid'),
        waiting: await cellOf(runs, row, 'Waiting'),
      })),
    );
    expect(totals).toContainEqual({ paid: '1.00', waiting: '0.00' });
    expect(totals.filter((run) => run.paid !== '0.00' || run.waiting !== '0.00')).toHaveLength(1);
  });
});
