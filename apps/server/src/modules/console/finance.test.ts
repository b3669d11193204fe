import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MEMBER_TYPE } from '@platform/contract';
import { createTestApp, createTestMember, merchantToday, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';
import { describeLedgerCheck, isLedgerClean } from '../../platform/ledger/service.ts';

let t: TestApp;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
  finance = await createStaffAndLogin(t, 'financeone', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

interface Adjusted {
  transferId: number;
  balance: string;
  replayed: boolean;
}

const adjust = (memberId: number, body: Record<string, unknown>, token = finance, language = 'EN') =>
  send<Adjusted>(t, {
    method: 'POST',
    url: `/console-api/members/${memberId}/adjustments`,
    token,
    language,
    payload: { requestId: randomUUID(), reason: 'test', ...body },
  });

const mainBalance = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

const auditFor = async (memberId: number) => {
  const answer = await send<{ list: { staffUsername: string; before: unknown; after: unknown }[] }>(t, {
    method: 'GET',
    url: `/console-api/audit?action=member.adjustment&targetId=${memberId}`,
    token: admin,
  });
  return answer.body.value.list;
};

let members = 0;
const newMember = async () => {
  members += 1;
  const username = `wallet${members}`;
  const { id } = await createTestMember(t.services, { username, password: 'wallet123' });
  return { id, username };
};

describe('manual adjustments', () => {
  it('lets finance adjust a wallet with a reason, audited with the balance before and after', async () => {
    const { id, username } = await newMember();
    const credit = await adjust(id, { amount: '1500.50', reason: 'goodwill after outage' });
    expect(credit.status).toBe(200);
    expect(credit.body.value).toMatchObject({ balance: '1500.50', replayed: false });
    const debit = await adjust(id, { amount: '-0.50', reason: 'rounding correction' });
    expect(debit.body.value).toMatchObject({ balance: '1500.00', replayed: false });

    // The member sees the balance from the account row.
    const token = (await login(t, { username, password: 'wallet123' })).body.value.token;
    const balance = await send<{ balance: string }>(t, {
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      token,
    });
    expect(balance.body.value.balance).toBe('1500.00');
    const info = await send<{ balance: string }>(t, { method: 'GET', url: '/wps/member/info', token });
    expect(info.body.value.balance).toBe('1500.00');

    const [second, first] = await auditFor(id);
    expect(first).toMatchObject({
      staffUsername: 'financeone',
      before: { balance: '0.00' },
      after: {
        balance: '1500.50',
        amount: '1500.50',
        reason: 'goodwill after outage',
        transferId: credit.body.value.transferId,
      },
    });
    expect(second).toMatchObject({
      before: { balance: '1500.50' },
      after: { balance: '1500.00', amount: '-0.50', reason: 'rounding correction' },
    });
  });

  it("pays an agent's commission as an adjustment of that kind, which the agent sees as income; never a member's", async () => {
    const agentName = 'walletagent';
    const { id: agentId } = await createTestMember(t.services, {
      username: agentName,
      password: 'wallet123',
      type: MEMBER_TYPE.AGENT,
    });
    const paid = await adjust(agentId, { kind: 'COMMISSION', amount: '80.00', reason: 'October commission' });
    const takenBack = await adjust(agentId, { kind: 'COMMISSION', amount: '-5.00', reason: 'overpaid' });
    expect([paid.status, takenBack.body.value.balance]).toEqual([200, '75.00']);
    const [, first] = await auditFor(agentId);
    expect(first?.after).toMatchObject({ kind: 'COMMISSION', amount: '80.00' });

    const token = (await login(t, { username: agentName, password: 'wallet123' })).body.value.token;
    const today = await merchantToday(t.services);
    const income = await send<{ total: string; rows: { type: string; count: number; amount: string }[] }>(t, {
      method: 'GET',
      url: `/wps/agent/income?startDate=${today}&endDate=${today}`,
      token,
    });
    expect(income.body.value).toMatchObject({
      total: '75.00',
      rows: [{ type: 'COMMISSION', count: 2, amount: '75.00' }],
    });

    const { id } = await newMember();
    const refused = await adjust(id, { kind: 'COMMISSION', amount: '10.00' });
    expect([refused.status, refused.body.value]).toEqual([
      422,
      { fields: { kind: 'Commission is paid to agents only' } },
    ]);
    const unknownKind = await adjust(id, { kind: 'BONUS', amount: '10.00' });
    expect(unknownKind.status).toBe(422);
    expect(await mainBalance(id)).toBe(0n);
  });

  it('refuses support and content staff: 403 on the wallet and on adjustments', async () => {
    const { id } = await newMember();
    for (const role of ['SUPPORT', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `nofinance_${role.toLowerCase()}`, role);
      const view = await send(t, { method: 'GET', url: `/console-api/members/${id}/wallet`, token });
      const change = await adjust(id, { amount: '10.00' }, token);
      expect([view.status, view.body.errorCode, change.status, change.body.errorCode]).toEqual([
        403,
        'forbidden',
        403,
        'forbidden',
      ]);
    }
    expect(await mainBalance(id)).toBe(0n);
  });

  it('answers bad amounts, reasons and request ids with 422 under the field, and moves nothing', async () => {
    const { id } = await newMember();
    for (const amount of [
      '0',
      '-0.00',
      'abc',
      '1.234',
      '1e3',
      '',
      ' ',
      '1,000',
      '0x10',
      '12.',
      '.5',
      '--1',
      '1000000000000.00',
      10,
    ]) {
      const answer = await adjust(id, { amount });
      const message =
        typeof amount !== 'string'
          ? 'Invalid value'
          : amount.trim() === ''
            ? 'Input cannot be empty'
            : 'Enter a valid amount with up to 2 decimals';
      expect([answer.status, answer.body.value], String(amount)).toEqual([
        422,
        { fields: { amount: message } },
      ]);
    }
    for (const [reason, message] of [
      ['', 'Input cannot be empty'],
      ['   ', 'Input cannot be empty'],
      [undefined, 'Input cannot be empty'],
      ['x'.repeat(201), 'Invalid value'],
    ]) {
      const answer = await adjust(id, { amount: '1.00', reason });
      expect([answer.status, answer.body.value]).toEqual([422, { fields: { reason: message } }]);
    }
    const noRequestId = await adjust(id, { amount: '1.00', requestId: 'not-a-uuid' });
    expect(noRequestId.body.value).toEqual({ fields: { requestId: 'Invalid value' } });
    expect((await adjust(999_999, { amount: '1.00' })).body.errorCode).toBe('not_found_entity');
    expect(await mainBalance(id)).toBe(0n);
    expect(await auditFor(id)).toEqual([]);
  });

  it('answers insufficient_balance for a debit that would overdraw, and nothing moves', async () => {
    const { id } = await newMember();
    await adjust(id, { amount: '10.00' });
    const before = await t.services.ledger.listMemberTransfers(id, { pageNum: 1, pageSize: 10 });
    for (const language of ['EN', 'JA']) {
      const answer = await adjust(id, { amount: '-10.01' }, finance, language);
      expect(answer.status).toBe(422);
      expect(answer.body.errorCode).toBe('insufficient_balance');
      expect(answer.body.message).toBe(
        language === 'EN' ? 'The balance is not enough for this amount.' : '残高が不足しています。',
      );
    }
    expect(await mainBalance(id)).toBe(1_000n);
    expect(await t.services.ledger.listMemberTransfers(id, { pageNum: 1, pageSize: 10 })).toEqual(before);
    expect(await auditFor(id)).toHaveLength(1);
  });
});

describe('money under concurrency', () => {
  it('never overdraws under 200 concurrent debits: the final balance plus the debits equals the start', async () => {
    const { id } = await newMember();
    await adjust(id, { amount: '100.00' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => adjust(id, { amount: '-0.75' })));
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => answer.body.errorCode))).toEqual(
      new Set(['insufficient_balance']),
    );
    const final = await mainBalance(id);
    expect(final).toBeGreaterThanOrEqual(0n);
    expect(final + BigInt(succeeded.length) * 75n).toBe(10_000n);
    // Every debit that fits goes through: only the last 0.25 is left.
    expect(succeeded).toHaveLength(133);
    expect(final).toBe(25n);
  });

  it('moves money once when the same request arrives 10 times at once', async () => {
    const { id } = await newMember();
    const body = { requestId: randomUUID(), amount: '25.00', reason: 'double click' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(id, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.value.transferId)).size).toBe(1);
    expect(await mainBalance(id)).toBe(2_500n);
    expect(await auditFor(id)).toHaveLength(1);
  });

  it('refuses a reused request id with a different amount', async () => {
    const { id } = await newMember();
    const requestId = randomUUID();
    expect((await adjust(id, { requestId, amount: '5.00' })).status).toBe(200);
    const reused = await adjust(id, { requestId, amount: '50.00' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({
      errorCode: 'idempotency_conflict',
      message: 'This request was already made with different details. Please start a new one.',
    });
    const elsewhere = await adjust((await newMember()).id, { requestId, amount: '5.00' });
    expect(elsewhere.body.errorCode).toBe('idempotency_conflict');
    expect(await mainBalance(id)).toBe(500n);
  });
});

describe('member wallet view', () => {
  it('shows the accounts with balances and the transfers newest first, paged', async () => {
    const { id } = await newMember();
    await adjust(id, { amount: '30.00', reason: 'first' });
    await adjust(id, { amount: '-10.00', reason: 'second' });
    await adjust(id, { amount: '1.25', reason: 'third' });
    const page = await send<{
      accounts: { id: number; kind: string; currency: string; balance: string }[];
      transfers: {
        list: ({ id: number; createdAt: string } & Record<string, unknown>)[];
        total: number;
        totalPages: number;
      };
    }>(t, { method: 'GET', url: `/console-api/members/${id}/wallet?pageSize=2`, token: finance });
    expect(page.status).toBe(200);
    const [account] = await t.services.ledger.getMemberAccounts(id);
    expect(page.body.value.accounts).toEqual([
      { id: account?.id, kind: 'MAIN', currency: 'JPY', balance: '21.25' },
    ]);
    const { transfers } = page.body.value;
    expect([transfers.total, transfers.totalPages]).toEqual([3, 2]);
    expect(transfers.list.map((row) => row.createdAt)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    const staffId = (await t.services.staff.findByUsername('financeone'))?.id;
    expect(transfers.list.map(({ id: _id, createdAt: _createdAt, ...row }) => row)).toEqual([
      {
        type: 'ADJUSTMENT',
        direction: 'IN',
        from: { memberId: null, kind: 'ADJUSTMENT' },
        to: { memberId: id, kind: 'MAIN' },
        amount: '1.25',
        metadata: { reason: 'third', staffId, staffUsername: 'financeone' },
      },
      {
        type: 'ADJUSTMENT',
        direction: 'OUT',
        from: { memberId: id, kind: 'MAIN' },
        to: { memberId: null, kind: 'ADJUSTMENT' },
        amount: '10.00',
        metadata: { reason: 'second', staffId, staffUsername: 'financeone' },
      },
    ]);
    expect(transfers.list[0]?.id).toBeGreaterThan(transfers.list[1]?.id ?? Infinity);
    const last = await send<{ transfers: { list: { metadata: { reason: string } }[] } }>(t, {
      method: 'GET',
      url: `/console-api/members/${id}/wallet?pageSize=2&pageNum=2`,
      token: admin,
    });
    expect(last.body.value.transfers.list.map((row) => row.metadata.reason)).toEqual(['first']);
    expect(
      (await send(t, { method: 'GET', url: '/console-api/members/999999/wallet', token: finance })).body
        .errorCode,
    ).toBe('not_found_entity');
  });
});

describe('reconciliation', () => {
  it('finds every balance equal to its transfers and the books balanced after all of the above', async () => {
    const check = await t.services.ledger.check();
    expect(check.transfers).toBeGreaterThan(140);
    expect(check.faults).toEqual([]);
    expect(isLedgerClean(check)).toBe(true);
    expect(describeLedgerCheck(check)).toHaveLength(1);
  });

  it('names the account whose balance was changed behind the ledger’s back', async () => {
    const { id } = await newMember();
    await adjust(id, { amount: '3.00' });
    const [account] = await t.services.ledger.getMemberAccounts(id);
    await t.db.execute(sql`update wallet_accounts set balance = balance + 1 where member_id = ${id}`);
    const check = await t.services.ledger.check();
    expect(isLedgerClean(check)).toBe(false);
    expect(check.faults).toEqual([
      {
        accountId: account?.id,
        memberId: id,
        kind: 'MAIN',
        currency: 'JPY',
        balance: 301n,
        expected: 300n,
      },
    ]);
    expect(describeLedgerCheck(check)).toContain(
      `account ${account?.id} (member ${id} MAIN JPY): balance 3.01, transfers say 3.00`,
    );
  });
});
