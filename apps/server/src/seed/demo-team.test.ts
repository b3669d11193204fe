import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  ContractFlags,
  ContractPage,
  TeamBetPage,
  TeamOverview,
  TeamProfitPage,
} from '@platform/contract';
import { createServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, merchantToday, type TestApp } from '../testing/index.ts';
import { login, send } from '../testing/requests.ts';
import { queryRows } from '../platform/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
import { DEMO_TEAM, DEMO_TEAM_DAYS, seedDemoTeam } from './demo-team.ts';

/** The demo agent's team as `npm start` makes it on a fresh install: the house games, then the team. */
let t: TestApp;
let token: string;
const seed = () =>
  seedDemoTeam((clock) =>
    createServices({ config: loadConfig({}), database: t.database, secrets: t.secrets, clock }),
  );
const count = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await createTestApp({ houseVendor: true });
  await seed();
  token = (await login(t, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).body.value.token;
});
afterAll(async () => {
  await t.close();
});

describe('the demo team', () => {
  it('signs the demo contracts: the operator with the demo agent, the demo agent with demosub1', async () => {
    for (const kind of ['DAILY_SALARY', 'DIVIDEND']) {
      const sides = await Promise.all(
        (['DOWNLINE', 'UPLINE'] as const).map(async (side) => {
          const page = await send<ContractPage>(t, {
            method: 'GET',
            url: `/wps/agent/contracts?kind=${kind}&side=${side}`,
            token,
          });
          return page.body.value.list.map((c) => [c.upline?.account ?? null, c.downline.account, c.status]);
        }),
      );
      expect([kind, ...sides]).toEqual([
        kind,
        [[null, DEMO_ACCOUNTS.agent, 'SIGNED']],
        [[DEMO_ACCOUNTS.agent, 'demosub1', 'SIGNED']],
      ]);
    }
    const flags = await send<ContractFlags>(t, {
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      token,
    });
    expect(flags.body.value).toEqual({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
  });

  it('puts three levels of demo accounts under the demo agent, with two referral links', async () => {
    const agent = await t.services.members.findByUsername(DEMO_ACCOUNTS.agent);
    const depths = await queryRows<{ username: string; depth: number; is_demo: boolean }>(
      t.db,
      sql`select m.username, t.depth, m.is_demo from agent_tree t join members m on m.id = t.member_id
        where t.ancestor_id = ${agent?.id ?? 0}::bigint and t.depth > 0 order by m.username`,
    );
    expect(depths.map((row) => row.username).sort()).toEqual(
      [...DEMO_ACCOUNTS.downlines, ...DEMO_TEAM.map((member) => member.username)].sort(),
    );
    expect(Math.max(...depths.map((row) => row.depth))).toBe(3);
    expect(depths.every((row) => row.is_demo)).toBe(true);
    const links = await send<{ list: unknown[] }>(t, { method: 'GET', url: '/wps/agent/links', token });
    expect(links.body.value.list).toHaveLength(2);
  });

  it('shows its deposits and rounds in the reports, as the statistics fed by real rounds have them', async () => {
    const today = await merchantToday(t.services);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DEMO_TEAM_DAYS + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const range = `startDate=${from}&endDate=${today}`;
    const overview = await send<TeamOverview>(t, {
      method: 'GET',
      url: `/wps/agent/team/overview?${range}`,
      token,
    });
    const totals = overview.body.value.totals;
    const [rounds] = await queryRows<{ n: number; deposits: number; withdrawals: number }>(
      t.db,
      sql`select (select count(*)::int from bet_rounds where status = 'SETTLED' and not demo) as n,
        (select count(*)::int from deposit_orders where status = 'CREDITED') as deposits,
        (select count(*)::int from withdrawal_orders where status = 'APPROVED') as withdrawals`,
    );
    expect(rounds?.n).toBeGreaterThan(50);
    expect(totals.betCount).toBe(rounds?.n);
    expect(totals.depositCount).toBe(rounds?.deposits);
    expect(totals.withdrawalCount).toBe(rounds?.withdrawals);
    expect(rounds?.withdrawals).toBe(2);
    // Spread over the weeks, not all today.
    expect(overview.body.value.days.filter((day) => day.betCount > 0).length).toBeGreaterThan(10);
    expect(overview.body.value.today.teamSize).toBe(DEMO_TEAM.length + DEMO_ACCOUNTS.downlines.length);
    const profit = await send<TeamProfitPage>(t, {
      method: 'GET',
      url: `/wps/agent/team/profit?${range}&hideEmpty=true`,
      token,
    });
    expect(profit.body.value.totals.betCount).toBe(rounds?.n);
    const bets = await send<TeamBetPage>(t, { method: 'GET', url: `/wps/agent/team/bets?${range}`, token });
    expect(bets.body.value.total).toBe(rounds?.n);
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all(['members', 'bet_rounds', 'ledger_transfers'].map(count));
    expect(await seed()).toEqual([]);
    expect(await Promise.all(['members', 'bet_rounds', 'ledger_transfers'].map(count))).toEqual(before);
  });
});
