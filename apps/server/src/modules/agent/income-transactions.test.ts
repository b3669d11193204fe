import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AGENT_INCOME_TYPES,
  MEMBER_TYPE,
  formatMinorUnits,
  type AgentIncome,
  type AgentIncomeTransferPage,
  type TeamTransactionPage,
} from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  merchantToday,
  openTrialSession,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { queryRows } from '../../platform/db/client.ts';
import { depositChannels, depositOrders, bankAccounts, withdrawalOrders } from '../wallet/tables.ts';
import { teamTransfers } from '../team-transfers/tables.ts';

/**
 * My income and team transactions through HTTP: the role matrix (two agents with separate teams,
 * a downline agent, a member, a trial account, a visitor), and every figure checked against a
 * direct SQL computation over the same rows.
 */
const PASSWORD = 'agent1234';
let t: TestApp;
let today = '';
let range = { startDate: '', endDate: '' };
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const idOf = (name: string) => {
  const id = ids[name];
  if (id === undefined) throw new Error(`no member ${name}`);
  return id;
};

const get = <T>(url: string, token?: string) =>
  send<T>(t, { method: 'GET', url, ...(token ? { token } : {}) });
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
/** `YYYY-MM-DD` shifted by whole days. */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Noon of a merchant day (the test merchant's zone is at most a few hours from UTC). */
const noonOf = (day: string, minutes = 0) => new Date(Date.parse(`${day}T03:00:00Z`) + minutes * 60_000);

/** The main wallet's account id of a member, and the operator's commission account (opened on first use). */
const accountsOf = async (memberId: number) => {
  const { debit, credit } = await t.services.ledger.resolveAccounts(
    { operator: 'COMMISSION' },
    { memberId, kind: 'MAIN' },
  );
  return { commission: debit.id, main: credit.id };
};

/**
 * A ledger transfer written at a chosen time (the ledger stamps its own rows with the database's
 * clock), with both balances moved as the ledger moves them.
 */
const ledgerRow = async (from: number, to: number, amount: bigint, type: string, at: Date, key: string) => {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`with moved as (
        update wallet_accounts set balance = balance + case when id = ${to} then ${amount}::bigint else -${amount}::bigint end
        where id in (${from}, ${to}) returning id, balance)
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, type,
        debit_balance_after, credit_balance_after, created_at)
      select ${key}, ${from}, ${to}, ${amount}::bigint, ${type},
        (select balance from moved where id = ${from}), (select balance from moved where id = ${to}), ${at.toISOString()}::timestamptz
      returning id`,
  );
  return Number(row?.id);
};

beforeAll(async () => {
  t = await createTestApp();
  today = await merchantToday(t.services);
  range = { startDate: shift(today, -4), endDate: today };
  const make = async (name: string, type: number, parent?: string) => {
    const member = await createTestMember(t.services, { username: name, password: PASSWORD, type });
    ids[name] = member.id;
    if (parent) {
      await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, member.id, idOf(parent)));
    }
  };
  // Agent A: B (a downline agent) with its member C, and a direct member D. Agent E: member F.
  await make('inc_a', MEMBER_TYPE.AGENT);
  await make('inc_b', MEMBER_TYPE.AGENT, 'inc_a');
  await make('inc_c', MEMBER_TYPE.MEMBER, 'inc_b');
  await make('inc_d', MEMBER_TYPE.MEMBER, 'inc_a');
  await make('inc_e', MEMBER_TYPE.AGENT);
  await make('inc_f', MEMBER_TYPE.MEMBER, 'inc_e');
  await make('inc_m', MEMBER_TYPE.MEMBER);
  for (const name of ['inc_a', 'inc_b', 'inc_c', 'inc_e', 'inc_m']) {
    tokens[name] = (await login(t, { username: name, password: PASSWORD })).body.value.token;
  }
  tokens.trial = await openTrialSession(t.services, t.db, 'inc_trial');

  // Income: A earns on three days (one payment taken back), B and E on theirs; one payment through the ledger itself.
  const a = await accountsOf(idOf('inc_a'));
  const b = await accountsOf(idOf('inc_b'));
  const e = await accountsOf(idOf('inc_e'));
  await ledgerRow(a.commission, a.main, 1_000_00n, 'COMMISSION', noonOf(shift(today, -3)), 'inc:a:1');
  await ledgerRow(a.commission, a.main, 250_50n, 'COMMISSION', noonOf(shift(today, -3), 5), 'inc:a:2');
  await ledgerRow(a.commission, a.main, 400_00n, 'COMMISSION', noonOf(shift(today, -1)), 'inc:a:3');
  await ledgerRow(a.main, a.commission, 100_00n, 'COMMISSION', noonOf(shift(today, -1), 5), 'inc:a:back');
  await ledgerRow(a.commission, a.main, 9_999_00n, 'COMMISSION', noonOf(shift(today, -10)), 'inc:a:old');
  await ledgerRow(b.commission, b.main, 70_00n, 'COMMISSION', noonOf(shift(today, -2)), 'inc:b:1');
  await ledgerRow(e.commission, e.main, 5_000_00n, 'COMMISSION', noonOf(shift(today, -2)), 'inc:e:1');
  await t.services.ledger.transfer({
    idempotencyKey: 'inc:a:today',
    from: { operator: 'COMMISSION' },
    to: { memberId: idOf('inc_a'), kind: 'MAIN' },
    amount: 33_00n,
    type: 'COMMISSION',
  });
  // Not income: an adjustment to A.
  await ledgerRow(
    (
      await t.services.ledger.resolveAccounts(
        { operator: 'ADJUSTMENT' },
        { memberId: idOf('inc_a'), kind: 'MAIN' },
      )
    ).debit.id,
    a.main,
    777_00n,
    'ADJUSTMENT',
    noonOf(shift(today, -2)),
    'inc:a:adjust',
  );

  // Team transactions: deposits, withdrawals and team transfers of every member.
  const [channel] = await t.db
    .insert(depositChannels)
    .values({
      kind: 'BANK_TRANSFER',
      nameJa: '銀行',
      nameEn: 'Bank',
      minAmount: 1n,
      maxAmount: 100_000_000n,
      payee: {
        bankName: 'B',
        branchName: 'S',
        accountType: 'ORDINARY',
        accountNumber: '1',
        accountName: 'X',
      } as never,
      expiryMinutes: 30,
    })
    .returning();
  let n = 0;
  const deposit = (name: string, amount: bigint, status: string, day: string) =>
    t.db.insert(depositOrders).values({
      memberId: idOf(name),
      requestId: crypto.randomUUID(),
      channelId: channel?.id ?? 0,
      amount,
      status: status as 'PENDING',
      createdAt: noonOf(day, (n += 1)),
      expiresAt: noonOf(day, 600),
    });
  const withdrawal = async (name: string, amount: bigint, status: string, day: string) => {
    const [account] = await t.db
      .insert(bankAccounts)
      .values({
        memberId: idOf(name),
        bankName: 'B',
        accountName: name,
        accountNumber: `${name}-${(n += 1)}`,
      })
      .returning();
    await t.db.insert(withdrawalOrders).values({
      memberId: idOf(name),
      requestId: crypto.randomUUID(),
      amount,
      status: status as 'PENDING',
      bankAccountId: account?.id ?? 0,
      createdAt: noonOf(day, (n += 1)),
    });
  };
  const transfer = async (from: string, to: string, amount: bigint, day: string) => {
    const at = noonOf(day, (n += 1));
    const sender = await accountsOf(idOf(from));
    const receiver = await accountsOf(idOf(to));
    const transferId = await ledgerRow(
      sender.main,
      receiver.main,
      amount,
      'TEAM_TRANSFER',
      at,
      `inc:tt:${n}`,
    );
    await t.db.insert(teamTransfers).values({
      initiatorId: idOf(from),
      requestId: crypto.randomUUID(),
      direction: 'TO_DOWNLINE',
      fromMemberId: idOf(from),
      toMemberId: idOf(to),
      amount,
      transferId,
      createdAt: at,
    });
  };
  await deposit('inc_c', 5_000_00n, 'CREDITED', shift(today, -3));
  await deposit('inc_c', 300_00n, 'PENDING', shift(today, -1));
  await deposit('inc_d', 1_000_00n, 'FAILED', shift(today, -2));
  await deposit('inc_d', 2_000_00n, 'EXPIRED', shift(today, -2));
  await deposit('inc_b', 800_00n, 'CREDITED', today);
  await deposit('inc_f', 20_000_00n, 'CREDITED', shift(today, -1));
  await deposit('inc_m', 100_00n, 'CREDITED', shift(today, -1));
  await deposit('inc_a', 900_00n, 'CREDITED', shift(today, -1)); // the agent's own: not its team's
  await deposit('inc_c', 123_00n, 'CREDITED', shift(today, -9)); // before the range
  await withdrawal('inc_c', 1_200_00n, 'APPROVED', shift(today, -2));
  await withdrawal('inc_d', 400_00n, 'REJECTED', shift(today, -1));
  await withdrawal('inc_b', 50_00n, 'PENDING', today);
  await withdrawal('inc_f', 3_000_00n, 'APPROVED', shift(today, -1));
  await transfer('inc_a', 'inc_b', 600_00n, shift(today, -2));
  await transfer('inc_b', 'inc_c', 200_00n, shift(today, -1));
  await transfer('inc_a', 'inc_d', 150_00n, today);
  await transfer('inc_e', 'inc_f', 999_00n, today);
});

afterAll(async () => {
  await t.close();
});

/** Income per day and type straight from the ledger rows. */
const expectedIncome = async (memberId: number, from: string, to: string) => {
  const { timeZone } = await t.services.system.getSiteSetting();
  return queryRows<{ date: string; type: string; count: number; amount: string }>(
    t.db,
    sql`select to_char(l.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as date, l.type, count(*)::int as count,
        sum(case when w.id = l.credit_account_id then l.amount else -l.amount end)::text as amount
      from ledger_transfers l join wallet_accounts w on w.member_id = ${memberId}::bigint and w.kind = 'MAIN'
        and w.id in (l.credit_account_id, l.debit_account_id)
      where l.type = 'COMMISSION' and (l.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
      group by 1, 2 order by 1 desc, 2`,
  );
};

/** Team transactions straight from the three tables, over the agent's team now. */
const expectedTransactions = async (agentId: number, direct: boolean, memberId?: number) => {
  const { timeZone } = await t.services.system.getSiteSetting();
  const team = sql`(select member_id from agent_tree where ancestor_id = ${agentId}::bigint and ${direct ? sql`depth = 1` : sql`depth > 0`}
    ${memberId === undefined ? sql`` : sql`and member_id = ${memberId}::bigint`})`;
  const inRange = (column: string) =>
    sql`(${sql.raw(column)} at time zone ${timeZone})::date between ${range.startDate}::date and ${range.endDate}::date`;
  return queryRows<{ type: string; member_id: string; amount: string; status: string }>(
    t.db,
    sql`select * from (
      select 'DEPOSIT' as type, member_id::text, amount::text, case status when 'CREDITED' then 'SUCCESS' when 'PENDING' then 'PENDING' else 'FAILED' end as status, created_at, id
        from deposit_orders where member_id in ${team} and ${inRange('created_at')}
      union all select 'WITHDRAWAL', member_id::text, amount::text, case status when 'APPROVED' then 'SUCCESS' when 'PENDING' then 'PENDING' else 'FAILED' end, created_at, id
        from withdrawal_orders where member_id in ${team} and ${inRange('created_at')}
      union all select 'TRANSFER_IN', to_member_id::text, amount::text, 'SUCCESS', created_at, id
        from team_transfers where to_member_id in ${team} and ${inRange('created_at')}
      union all select 'TRANSFER_OUT', from_member_id::text, amount::text, 'SUCCESS', created_at, id
        from team_transfers where from_member_id in ${team} and ${inRange('created_at')}
    ) x order by created_at desc, type, id desc`,
  );
};

const transactionsOf = (who: string, extra: Record<string, string>) =>
  get<TeamTransactionPage>(
    `/wps/agent/team/transactions?${query({ ...range, pageSize: '100', ...extra })}`,
    tokens[who],
  );

describe('my income', () => {
  it('answers agents only: members, trial accounts and visitors are refused', async () => {
    for (const url of ['/wps/agent/income', '/wps/agent/income/transfers', '/wps/agent/team/transactions']) {
      const asked = `${url}?${query({ ...range, type: url.endsWith('transactions') ? 'DEPOSIT' : 'COMMISSION' })}`;
      expect((await get(asked, tokens.inc_m)).body.errorCode).toBe('forbidden');
      expect((await get(asked, tokens.inc_c)).body.errorCode).toBe('forbidden');
      expect((await get(asked, tokens.trial)).body.errorCode).toBe('in_need_true_account');
      expect((await get(asked)).body.errorCode).toBe('not_logged_in');
      expect((await get(asked, tokens.inc_a)).body.success).toBe(true);
      const backwards = await get(
        `${url}?${query({ startDate: today, endDate: shift(today, -3) })}`,
        tokens.inc_a,
      );
      expect(backwards.status).toBe(422);
      const long = await get(
        `${url}?${query({ startDate: shift(today, -200), endDate: today, type: url.endsWith('transactions') ? 'DEPOSIT' : 'COMMISSION' })}`,
        tokens.inc_a,
      );
      expect(long.status).toBe(422);
    }
    const unknown = await get(`/wps/agent/income?${query({ ...range, type: 'ADJUSTMENT' })}`, tokens.inc_a);
    expect(unknown.status).toBe(422);
  });

  it('sums each day and type as the ledger rows do, for each agent its own only', async () => {
    for (const agent of ['inc_a', 'inc_b', 'inc_e']) {
      const answer = await get<AgentIncome>(`/wps/agent/income?${query(range)}`, tokens[agent]);
      expect(answer.body.success).toBe(true);
      const expected = await expectedIncome(idOf(agent), range.startDate, range.endDate);
      expect(answer.body.value.rows, agent).toEqual(
        expected.map((row) => ({ ...row, amount: formatMinorUnits(BigInt(row.amount)) })),
      );
      const sum = expected.reduce((total, row) => total + BigInt(row.amount), 0n);
      expect(answer.body.value.total).toBe(formatMinorUnits(sum));
      // Every income type, in the page's order: only commission was paid here, the contracts' types are zero.
      expect(answer.body.value.totals).toEqual(
        AGENT_INCOME_TYPES.map((type) =>
          type === 'COMMISSION'
            ? { type, count: expected.reduce((c, row) => c + row.count, 0), amount: formatMinorUnits(sum) }
            : { type, count: 0, amount: '0.00' },
        ),
      );
    }
    const a = (await get<AgentIncome>(`/wps/agent/income?${query(range)}`, tokens.inc_a)).body.value;
    // Three days with income; the payment taken back nets on its day; the adjustment and the old payment are not in it.
    expect(a.rows.map((row) => [row.date, row.count, row.amount])).toEqual([
      [today, 1, '33.00'],
      [shift(today, -1), 2, '300.00'],
      [shift(today, -3), 2, '1250.50'],
    ]);
    expect(a.total).toBe('1583.50');
  });

  it('traces every row to its ledger transfers', async () => {
    const a = (await get<AgentIncome>(`/wps/agent/income?${query(range)}`, tokens.inc_a)).body.value;
    for (const row of a.rows) {
      const page = await get<AgentIncomeTransferPage>(
        `/wps/agent/income/transfers?${query({ startDate: row.date, endDate: row.date, type: row.type })}`,
        tokens.inc_a,
      );
      expect(page.body.value.total).toBe(row.count);
      expect(page.body.value.amount).toBe(row.amount);
      expect(page.body.value.list.every((transfer) => transfer.createdAt.startsWith(row.date))).toBe(true);
      const [sum] = await queryRows<{ amount: string }>(
        t.db,
        sql`select coalesce(sum(case when credit_account_id = w.id then amount else -amount end), 0)::text as amount
          from ledger_transfers, wallet_accounts w
          where w.member_id = ${idOf('inc_a')}::bigint and w.kind = 'MAIN'
            and ledger_transfers.id in ${sql.raw(`(${page.body.value.list.map((transfer) => transfer.transferId).join(',')})`)}`,
      );
      expect(formatMinorUnits(BigInt(sum?.amount ?? 0))).toBe(row.amount);
    }
    const back = await get<AgentIncomeTransferPage>(
      `/wps/agent/income/transfers?${query({ ...range, pageSize: '2', pageNum: '2' })}`,
      tokens.inc_a,
    );
    expect(back.body.value).toMatchObject({ total: 5, totalPages: 3, amount: '1583.50' });
    expect(back.body.value.list.map((transfer) => transfer.amount)).toEqual(['400.00', '250.50']);
    // B's own income never shows A's transfers.
    const b = await get<AgentIncomeTransferPage>(`/wps/agent/income/transfers?${query(range)}`, tokens.inc_b);
    expect(b.body.value.list.map((transfer) => transfer.amount)).toEqual(['70.00']);
  });
});

describe('team transactions', () => {
  it('needs a username or a type', async () => {
    const answer = await transactionsOf('inc_a', {});
    expect(answer.status).toBe(422);
    expect(answer.body.errorCode).toBe('username_or_type_required');
    expect((await transactionsOf('inc_a', { status: 'SUCCESS', scope: 'DIRECT' })).body.errorCode).toBe(
      'username_or_type_required',
    );
    expect((await transactionsOf('inc_a', { type: 'DEPOSIT' })).body.success).toBe(true);
    expect((await transactionsOf('inc_a', { username: 'inc_c' })).body.success).toBe(true);
  });

  it('lists each type as the tables hold it, for all and for direct downlines', async () => {
    for (const agent of ['inc_a', 'inc_b', 'inc_e']) {
      for (const scope of ['ALL', 'DIRECT'] as const) {
        const expected = await expectedTransactions(idOf(agent), scope === 'DIRECT');
        for (const type of ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT']) {
          const answer = (await transactionsOf(agent, { type, scope })).body.value;
          const rows = expected.filter((row) => row.type === type);
          expect(
            answer.list.map((row) => [row.type, row.username, row.amount, row.status]),
            `${agent} ${scope} ${type}`,
          ).toEqual(
            await Promise.all(
              rows.map(async (row) => [
                row.type,
                (await t.services.members.findById(Number(row.member_id)))?.username,
                formatMinorUnits(BigInt(row.amount)),
                row.status,
              ]),
            ),
          );
          expect(answer.totals).toEqual([
            {
              type,
              count: rows.length,
              amount: formatMinorUnits(rows.reduce((sum, row) => sum + BigInt(row.amount), 0n)),
            },
          ]);
        }
      }
    }
  });

  it('merges every type of one downline newest first, pages, and filters by status', async () => {
    const all = (await transactionsOf('inc_a', { username: 'INC_C' })).body.value;
    const expected = await expectedTransactions(idOf('inc_a'), false, idOf('inc_c'));
    expect(all.list.map((row) => `${row.type}:${row.amount}`)).toEqual(
      expected.map((row) => `${row.type}:${formatMinorUnits(BigInt(row.amount))}`),
    );
    expect(all.list.map((row) => row.type)).toEqual(['TRANSFER_IN', 'DEPOSIT', 'WITHDRAWAL', 'DEPOSIT']);
    expect(all.list.every((row) => row.level === 2)).toBe(true);
    const transferIn = all.list.find((row) => row.type === 'TRANSFER_IN');
    expect(transferIn?.counterparty).toBe('inc_b');
    expect(transferIn?.orderNo).toMatch(/^T\d{10}$/);
    // Pages of two over the merged list give the same rows in the same order.
    const pages = [];
    for (const pageNum of ['1', '2']) {
      const page = (await transactionsOf('inc_a', { username: 'inc_c', pageSize: '2', pageNum })).body.value;
      expect(page).toMatchObject({ total: 4, totalPages: 2 });
      pages.push(...page.list);
    }
    expect(pages).toEqual(all.list);
    const failed = (await transactionsOf('inc_a', { type: 'DEPOSIT', status: 'FAILED' })).body.value;
    expect(failed.list.map((row) => `${row.username}:${row.amount}`).sort()).toEqual([
      'inc_d:1000.00',
      'inc_d:2000.00',
    ]);
    expect((await transactionsOf('inc_a', { type: 'TRANSFER_IN', status: 'PENDING' })).body.value.total).toBe(
      0,
    );
    // A's own payment to B shows as B's transfer in from A.
    const direct = (await transactionsOf('inc_a', { type: 'TRANSFER_IN', scope: 'DIRECT' })).body.value;
    expect(direct.list.map((row) => `${row.username}<${row.counterparty}`)).toEqual([
      'inc_d<inc_a',
      'inc_b<inc_a',
    ]);
  });

  it('never answers for a member outside the caller’s team, nor names an outside counterparty', async () => {
    for (const outside of ['inc_f', 'inc_m', 'inc_e', 'inc_a']) {
      const page = (await transactionsOf('inc_b', { username: outside })).body.value;
      expect(page.list, outside).toEqual([]);
      expect(page.total).toBe(0);
    }
    const e = (await transactionsOf('inc_e', { type: 'DEPOSIT' })).body.value;
    expect(e.list.map((row) => row.username)).toEqual(['inc_f']);
    // B's transfer in came from A, outside B's team: B sees the row without A's name.
    const b = (await transactionsOf('inc_b', { username: 'inc_c', type: 'TRANSFER_IN' })).body.value;
    expect(b.list.map((row) => row.counterparty)).toEqual(['inc_b']);
    const bOwn = (await transactionsOf('inc_a', { username: 'inc_b', type: 'TRANSFER_IN' })).body.value;
    expect(bOwn.list.map((row) => row.counterparty)).toEqual(['inc_a']);
  });
});
