import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BankAccount, WithdrawalOrder } from '@platform/contract';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { isLedgerClean } from '../../platform/ledger/service.ts';
import { walletAccounts } from '../../platform/ledger/tables.ts';
import { withdrawalOrders } from './tables.ts';

let t: TestApp;
let finance: string;

const PAY = '246810';

let count = 0;
const newMember = async () => {
  count += 1;
  const username = `withdrawer${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'withdraw123' });
  const session = await login(t, { username, password: 'withdraw123' });
  return { id, username, token: session.body.value.token };
};

const setPaymentPassword = (token: string, body: Record<string, unknown>) =>
  send(t, { method: 'PUT', url: '/wps/member/payment-password', token, language: 'EN', payload: body });

const bind = (token: string, body: Record<string, unknown>) =>
  send<BankAccount>(t, {
    method: 'POST',
    url: '/wps/member/bank-accounts',
    token,
    language: 'EN',
    payload: body,
  });

/** A member with a payment password, a bank account and money. */
const readyMember = async (funds = '5000.00') => {
  const member = await newMember();
  await setPaymentPassword(member.token, { newPassword: PAY, confirmPassword: PAY });
  const account = await bind(member.token, {
    bankName: 'Test Bank',
    accountName: 'Taro Yamada',
    accountNumber: '1234-5678',
  });
  await fundTestMember(t.services, member.username, funds);
  return { ...member, bankAccountId: account.body.value.id };
};

const withdraw = (token: string, body: Record<string, unknown>, language = 'EN') =>
  send<WithdrawalOrder>(t, {
    method: 'POST',
    url: '/wps/withdrawals',
    token,
    language,
    payload: { requestId: randomUUID(), paymentPassword: PAY, ...body },
  });

const balances = async (memberId: number) => {
  const rows = await t.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId));
  return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
};

const orderIdOf = (orderNo: string) => Number(orderNo.slice(1));

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaffAndLogin(t, 'payer', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

describe('payment password and bank accounts', () => {
  it('sets a payment password by the operator’s rule, then changes it only with the current one', async () => {
    const member = await newMember();
    const weak = await setPaymentPassword(member.token, { newPassword: 'abc', confirmPassword: 'abc' });
    expect([weak.status, weak.body.value]).toEqual([
      422,
      { fields: { newPassword: 'Digits only, 6 characters' } },
    ]);
    const mismatch = await setPaymentPassword(member.token, { newPassword: PAY, confirmPassword: '111111' });
    expect(mismatch.body.value).toEqual({ fields: { confirmPassword: 'Incorrect confirmation input' } });
    const set = await setPaymentPassword(member.token, { newPassword: PAY, confirmPassword: PAY });
    expect(set.body.value).toMatchObject({ hasPaymentPassword: true, paymentPasswordLocked: false });
    const without = await setPaymentPassword(member.token, {
      newPassword: '135790',
      confirmPassword: '135790',
    });
    expect(without.body.value).toEqual({ fields: { currentPassword: 'Input cannot be empty' } });
    const wrong = await setPaymentPassword(member.token, {
      currentPassword: '000000',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    expect([wrong.body.errorCode, wrong.body.value]).toEqual([
      'payment_password_incorrect',
      { remainingAttempts: 4 },
    ]);
    const changed = await setPaymentPassword(member.token, {
      currentPassword: PAY,
      newPassword: '135790',
      confirmPassword: '135790',
    });
    expect(changed.status).toBe(200);
  });

  it('binds accounts in the payee’s name only, masks the number, and stops at five', async () => {
    const member = await newMember();
    const first = await bind(member.token, {
      bankName: 'A Bank',
      accountName: 'Hanako Sato',
      accountNumber: '11112222',
    });
    expect(first.body.value).toMatchObject({ accountName: 'Hanako Sato', maskedNumber: '****2222' });
    const security = await send<{ payeeName: string }>(t, {
      method: 'GET',
      url: '/wps/member/security',
      token: member.token,
    });
    expect(security.body.value.payeeName).toBe('Hanako Sato');
    const mismatch = await bind(member.token, {
      bankName: 'B Bank',
      accountName: 'Someone Else',
      accountNumber: '33334444',
    });
    expect([mismatch.status, mismatch.body.value]).toEqual([
      422,
      { fields: { accountName: 'The account name must match your payee name' } },
    ]);
    const badNumber = await bind(member.token, {
      bankName: 'B Bank',
      accountName: 'Hanako Sato',
      accountNumber: 'abc',
    });
    expect(badNumber.status).toBe(422);
    const spaced = await bind(member.token, {
      bankName: 'B Bank',
      accountName: 'hanako  SATO',
      accountNumber: '22' + '334455',
    });
    expect(spaced.status).toBe(200);
    const duplicate = await bind(member.token, {
      bankName: 'C Bank',
      accountName: 'Hanako Sato',
      accountNumber: '11112222',
    });
    expect(duplicate.body.errorCode).toBe('conflict');
    for (const n of [1, 2, 3]) {
      await bind(member.token, { bankName: 'C Bank', accountName: 'Hanako Sato', accountNumber: `9000${n}` });
    }
    const sixth = await bind(member.token, {
      bankName: 'C Bank',
      accountName: 'Hanako Sato',
      accountNumber: '90009',
    });
    expect(sixth.body.errorCode).toBe('bank_account_limit');
    const list = await send<BankAccount[]>(t, {
      method: 'GET',
      url: '/wps/member/bank-accounts',
      token: member.token,
    });
    expect(list.body.value).toHaveLength(5);
  });
});

describe('withdrawal requests', () => {
  it('refuses bad amounts, limits, another member’s bank account and a missing payment password with 422', async () => {
    const member = await readyMember();
    for (const amount of ['0', '-5', 'abc', '10.001', 100]) {
      const answer = await withdraw(member.token, { amount, bankAccountId: member.bankAccountId });
      expect(answer.status, String(amount)).toBe(422);
    }
    const small = await withdraw(member.token, { amount: '99.99', bankAccountId: member.bankAccountId });
    expect(small.body.value).toEqual({ fields: { amount: 'Enter an amount from 100.00 to 1000000.00' } });
    const other = await readyMember();
    const foreign = await withdraw(member.token, { amount: '100', bankAccountId: other.bankAccountId });
    expect([foreign.status, foreign.body.value]).toEqual([
      422,
      { fields: { bankAccountId: 'This option is not available' } },
    ]);
    const noPassword = await newMember();
    await bind(noPassword.token, { bankName: 'A', accountName: 'Jiro Suzuki', accountNumber: '5555' });
    const accounts = await send<BankAccount[]>(t, {
      method: 'GET',
      url: '/wps/member/bank-accounts',
      token: noPassword.token,
    });
    const unset = await withdraw(noPassword.token, {
      amount: '100',
      bankAccountId: accounts.body.value[0]?.id,
    });
    expect(unset.body.errorCode).toBe('payment_password_not_set');
    expect(await balances(member.id)).toEqual({ MAIN: 500_000n });
  });

  it('holds the amount at once; a retry answers the same order, another amount with the same id is refused', async () => {
    const member = await readyMember('1000.00');
    const requestId = randomUUID();
    const first = await withdraw(member.token, {
      requestId,
      amount: '300.00',
      bankAccountId: member.bankAccountId,
    });
    expect(first.body.value).toMatchObject({ status: 'PENDING', amount: '300.00', maskedNumber: '****5678' });
    expect(await balances(member.id)).toEqual({ MAIN: 70_000n, HOLD: 30_000n });
    const again = await withdraw(member.token, {
      requestId,
      amount: '300.00',
      bankAccountId: member.bankAccountId,
    });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const changed = await withdraw(member.token, {
      requestId,
      amount: '301.00',
      bankAccountId: member.bankAccountId,
    });
    expect([changed.status, changed.body.errorCode]).toEqual([409, 'idempotency_conflict']);
    const short = await withdraw(member.token, { amount: '800.00', bankAccountId: member.bankAccountId });
    expect([short.status, short.body.errorCode]).toEqual([422, 'insufficient_balance']);
    expect(await balances(member.id)).toEqual({ MAIN: 70_000n, HOLD: 30_000n });
  });

  it('locks the payment password at the 5th wrong one, counting tries made at once, until staff unlock it', async () => {
    const member = await readyMember();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        withdraw(member.token, {
          amount: '100',
          bankAccountId: member.bankAccountId,
          paymentPassword: '999999',
        }),
      ),
    );
    const codes = tries.map((answer) => answer.body.errorCode).sort();
    expect(codes).toEqual([
      ...Array<string>(4).fill('payment_password_incorrect'),
      'payment_password_locked',
    ]);
    const right = await withdraw(member.token, { amount: '100', bankAccountId: member.bankAccountId });
    expect([right.status, right.body.errorCode]).toEqual([423, 'payment_password_locked']);
    const unlock = await send(t, {
      method: 'POST',
      url: `/console-api/members/${member.id}/payment-password/unlock`,
      token: finance,
    });
    expect(unlock.status).toBe(200);
    const after = await withdraw(member.token, { amount: '100', bankAccountId: member.bankAccountId });
    expect(after.status).toBe(200);
  });

  it('lets 200 concurrent withdrawals never overdraw: exactly what the balance covers is held', async () => {
    const member = await readyMember('500.00');
    await send(t, {
      method: 'PUT',
      url: '/console-api/withdrawal-settings',
      token: finance,
      payload: { minAmount: '1.00', maxAmount: '1000.00', dailyCount: 100 },
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        withdraw(member.token, { amount: '10.00', bankAccountId: member.bankAccountId }),
      ),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(50);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode))).toEqual(
      new Set(['insufficient_balance']),
    );
    expect(await balances(member.id)).toEqual({ MAIN: 0n, HOLD: 50_000n });
    const orders = await t.db
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, member.id), eq(withdrawalOrders.status, 'PENDING')));
    expect(orders).toHaveLength(50);
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
    await send(t, {
      method: 'PUT',
      url: '/console-api/withdrawal-settings',
      token: finance,
      payload: { minAmount: '100.00', maxAmount: '1000000.00', dailyCount: 5 },
    });
  }, 120_000);

  it('stops at the daily count', async () => {
    const member = await readyMember();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await withdraw(member.token, { amount: '100', bankAccountId: member.bankAccountId })).status,
      ).toBe(200);
    }
    const sixth = await withdraw(member.token, { amount: '100', bankAccountId: member.bankAccountId });
    expect(sixth.body.errorCode).toBe('withdrawal_daily_limit');
    const config = await send<{ usedToday: number }>(t, {
      method: 'GET',
      url: '/wps/withdrawals/config',
      token: member.token,
    });
    expect(config.body.value.usedToday).toBe(5);
  });
});

describe('the withdrawal queue', () => {
  it('approves one (paid from the hold) and rejects one (returned), each once, and tells the member', async () => {
    const member = await readyMember('1000.00');
    const paid = (await withdraw(member.token, { amount: '200', bankAccountId: member.bankAccountId })).body
      .value;
    const returned = (await withdraw(member.token, { amount: '300', bankAccountId: member.bankAccountId }))
      .body.value;
    expect(await balances(member.id)).toEqual({ MAIN: 50_000n, HOLD: 50_000n });

    const queue = await send<{ list: { orderNo: string; accountNumber: string }[] }>(t, {
      method: 'GET',
      url: `/console-api/withdrawals?status=PENDING&account=${member.username}`,
      token: finance,
    });
    expect(queue.body.value.list.map((row) => [row.orderNo, row.accountNumber])).toEqual([
      [returned.orderNo, '1234-5678'],
      [paid.orderNo, '1234-5678'],
    ]);

    const approvals = await Promise.all(
      [1, 2].map(() =>
        send<{ balance: string }>(t, {
          method: 'POST',
          url: `/console-api/withdrawals/${orderIdOf(paid.orderNo)}/approve`,
          token: finance,
          payload: {},
        }),
      ),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balances(member.id)).toEqual({ MAIN: 50_000n, HOLD: 30_000n });

    const noReason = await send(t, {
      method: 'POST',
      url: `/console-api/withdrawals/${orderIdOf(returned.orderNo)}/reject`,
      token: finance,
      payload: {},
    });
    expect(noReason.status).toBe(422);
    const rejection = await send<{ balance: string }>(t, {
      method: 'POST',
      url: `/console-api/withdrawals/${orderIdOf(returned.orderNo)}/reject`,
      token: finance,
      payload: { reason: 'Account name does not match the bank’s records' },
    });
    expect(rejection.body.value.balance).toBe('800.00');
    expect(await balances(member.id)).toEqual({ MAIN: 80_000n, HOLD: 0n });

    const mine = await send<{ list: WithdrawalOrder[] }>(t, {
      method: 'GET',
      url: '/wps/withdrawals',
      token: member.token,
    });
    expect(mine.body.value.list.map((o) => [o.orderNo, o.status])).toEqual([
      [returned.orderNo, 'REJECTED'],
      [paid.orderNo, 'APPROVED'],
    ]);
    const notices = await send<{ list: { kind: string; reason: string | null }[] }>(t, {
      method: 'GET',
      url: '/wps/member/notifications',
      token: member.token,
    });
    expect(notices.body.value.list.map((n) => n.kind)).toEqual([
      'WITHDRAWAL_REJECTED',
      'WITHDRAWAL_APPROVED',
    ]);
    expect(notices.body.value.list[0]?.reason).toBe('Account name does not match the bank’s records');
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });
});
