import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { uniqueUsername, useBrowserSuite, visible } from './support/app.ts';
import { TEAM_VENDOR, overviewOf, prepareAgentTeam } from './support/agent-team.ts';

/** The next call of a report, with its query. */
const nextReport = (page: Page, path: string) =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname === path);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

describe.skipIf(!hasBrowser)('agent reports', () => {
  const suite = useBrowserSuite();

  it("shows a downline's deposit and rounds in team overview, team betting and profit and loss", async () => {
    const team = await prepareAgentTeam(suite.server, () => suite.openPage('/', { language: 'EN' }), {
      agent: uniqueUsername('ag'),
      downline: uniqueUsername('dn'),
      withVendor: true,
    });
    // The statistics follow the events within a second: wait until today's figures hold the deposit and both rounds.
    // The merchant's today (the answer carries it whatever the days asked; UTC's day is never after it).
    const day = (await overviewOf(team, new Date().toISOString().slice(0, 10))).today.date;
    await expect
      .poll(async () => (await overviewOf(team, day)).totals, { timeout: 20_000 })
      .toMatchObject({ depositAmount: '500.00', betCount: 2, winLoss: '110.00' });
    const { agentPage: page } = team;

    // Team overview: today's tiles, then the presets and the scope change the query.
    await page.goto('/agentHome/agentTeamOverview');
    await visible(page.getByRole('heading', { level: 1, name: 'Team overview' }));
    const tiles = page.getByRole('region', { name: `Today, ${day}` });
    await visible(tiles.getByText('First deposits'));
    const tile = (name: string) => tiles.locator('.report-tile').filter({ hasText: name }).locator('dd');
    expect(await tile('First deposits').innerText()).toMatch(/^1\b/);
    expect(await tile('Team size').innerText()).toMatch(/^1\b/);
    expect(await tile('First bets').innerText()).toMatch(/^1\b/);

    const todayCall = nextReport(page, '/wps/agent/team/overview');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    expect(queryOf(await todayCall)).toMatchObject({ startDate: day, endDate: day, scope: 'ALL' });
    const amounts = page.getByRole('table', { name: 'Amounts' });
    const todayRow = amounts.getByRole('row').filter({ hasText: day });
    await visible(todayRow.getByText('500.00').first());
    await visible(todayRow.getByText('+110.00'));
    await visible(amounts.locator('tfoot').getByText('Total'));

    const directCall = nextReport(page, '/wps/agent/team/overview');
    await page.getByRole('button', { name: 'Direct downlines' }).click();
    expect(queryOf(await directCall)).toMatchObject({ startDate: day, endDate: day, scope: 'DIRECT' });
    expect(new URL(page.url()).searchParams.get('scope')).toBe('DIRECT');
    await visible(todayRow.getByText('+110.00'));

    const lastWeekCall = nextReport(page, '/wps/agent/team/overview');
    await page.getByRole('button', { name: 'Last week' }).click();
    const lastWeek = queryOf(await lastWeekCall);
    expect((lastWeek.endDate ?? day) < day).toBe(true);
    expect(lastWeek.scope).toBe('DIRECT');

    // The chart library loads with the charts view only.
    const chartChunks = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/team-charts-[^/]*\.js$/.test(entry.name)).length,
      );
    expect(await chartChunks()).toBe(0);
    await page.getByRole('button', { name: 'Charts' }).click();
    await visible(page.getByRole('img', { name: 'Amounts' }).locator('canvas').first());
    expect(await chartChunks()).toBe(1);

    // Team betting of the downline: its rounds with its username.
    await page.goto(`/agentHome/personalHistoryCopy?username=${team.downline}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Team betting' }));
    const rounds = page.getByRole('table', { name: 'Betting record' });
    const rows = rounds.getByRole('row').filter({ hasText: TEAM_VENDOR.gameName });
    await visible(rows.first());
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: team.downline }).count()).toBe(2);

    // User profit and loss: the downline's row and the team's totals.
    await page.goto('/agentHome/palStatementsAgentCopy');
    await visible(page.getByRole('heading', { level: 1, name: 'User profit and loss' }));
    const todayProfit = nextReport(page, '/wps/agent/team/profit');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    expect(queryOf(await todayProfit)).toMatchObject({ startDate: day, endDate: day, hideEmpty: 'false' });
    const table = page.getByRole('table', { name: 'Profit and loss per downline' });
    const row = table.getByRole('row').filter({ hasText: team.downline });
    await visible(row.getByText('+110.00'));
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1).map((cell) => cell.replace(/[^\d.+-]/g, ''))).toEqual([
      '500.00',
      '0.00',
      '2',
      '140.00',
      '140.00',
      '250.00',
      '+110.00',
    ]);
    await visible(table.locator('tfoot').getByText('+110.00'));

    const hideCall = nextReport(page, '/wps/agent/team/profit');
    await page.getByLabel('Hide empty rows').check();
    expect(queryOf(await hideCall).hideEmpty).toBe('true');
    await visible(row.getByText('+110.00'));
  });
});
