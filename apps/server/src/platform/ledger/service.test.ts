import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatMinorUnits } from '@platform/contract';
import { createTestApp, createTestMember, type TestApp } from '../../testing/index.ts';
import { describeLedgerCheck, isLedgerClean, type AccountRef, type TransferInput } from './service.ts';
import { ledgerTransfers, walletAccounts } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CURRENCY = 'JPY';
const adjustment: AccountRef = { operator: 'ADJUSTMENT', currency: CURRENCY };
const main = (memberId: number): AccountRef => ({ memberId, kind: 'MAIN' });
let keys = 0;
const nextKey = () => `test:${(keys += 1)}`;

const newMember = async (username: string, balance = 0n) => {
  const { id } = await createTestMember(t.services, { username, password: 'ledger123' });
  if (balance > 0n) {
    await t.services.ledger.transfer({
      idempotencyKey: nextKey(),
      from: adjustment,
      to: main(id),
      amount: balance,
      type: 'ADJUSTMENT',
    });
  }
  return id;
};

const balanceOf = async (memberId: number | null, kind = 'MAIN') => {
  const [row] = await t.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        memberId === null ? sql`${walletAccounts.memberId} is null` : eq(walletAccounts.memberId, memberId),
        eq(walletAccounts.kind, kind),
      ),
    );
  return row?.balance;
};

const transfersWithKey = async (key: string) =>
  t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));

describe('ledger transfers', () => {
  it('keeps member accounts at zero or above while operator accounts carry the negative side', async () => {
    const id = await newMember('ledgerone', 5_000n);
    expect(await balanceOf(id)).toBe(5_000n);
    const operatorBefore = await balanceOf(null, 'ADJUSTMENT');
    expect(operatorBefore).toBeLessThan(0n);

    const key = nextKey();
    await expect(
      t.services.ledger.transfer({
        idempotencyKey: key,
        from: main(id),
        to: adjustment,
        amount: 5_001n,
        type: 'ADJUSTMENT',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balanceOf(id)).toBe(5_000n);
    expect(await balanceOf(null, 'ADJUSTMENT')).toBe(operatorBefore);
    expect(await transfersWithKey(key)).toEqual([]);

    const all = await t.services.ledger.transfer({
      idempotencyKey: nextKey(),
      from: main(id),
      to: adjustment,
      amount: 5_000n,
      type: 'ADJUSTMENT',
    });
    expect(all).toMatchObject({ replayed: false, balances: { from: 0n } });

    // The database itself refuses a negative member balance and a member account allowed to go negative.
    await expect(
      t.db.execute(sql`update wallet_accounts set balance = -1 where member_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update wallet_accounts set may_go_negative = true where member_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into wallet_accounts (member_id, kind, currency) values (${id}, 'BONUS', 'JPY')`,
      ),
    ).rejects.toThrow();
  });

  it('answers a retry with the first transfer, and refuses the key with any other field', async () => {
    const id = await newMember('ledgertwo');
    const input: TransferInput = {
      idempotencyKey: nextKey(),
      from: adjustment,
      to: main(id),
      amount: 700n,
      type: 'ADJUSTMENT',
      metadata: { reason: 'welcome', ref: { order: 7 } },
    };
    const first = await t.services.ledger.transfer(input);
    const again = await t.services.ledger.transfer({
      ...input,
      metadata: { ref: { order: 7 }, reason: 'welcome' },
    });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ replayed: true, transfer: first.transfer });
    expect(await balanceOf(id)).toBe(700n);

    for (const other of [
      { amount: 701n },
      { to: { operator: 'BONUS', currency: CURRENCY } as const, from: main(id) },
      { type: 'TRANSFER' as const },
      { metadata: { reason: 'another' } },
    ]) {
      await expect(t.services.ledger.transfer({ ...input, ...other })).rejects.toMatchObject({
        code: 'idempotency_conflict',
      });
    }
    expect(await balanceOf(id)).toBe(700n);
    expect(await transfersWithKey(input.idempotencyKey)).toHaveLength(1);
  });

  it('writes nothing on a refusal, even when the caller’s transaction goes on and commits', async () => {
    const id = await newMember('ledgerfour', 100n);
    const refused = nextKey();
    const spend: TransferInput = {
      idempotencyKey: nextKey(),
      from: main(id),
      to: adjustment,
      amount: 100n,
      type: 'ADJUSTMENT',
    };
    await t.db.transaction(async (tx) => {
      await expect(
        t.services.ledger.transfer({ ...spend, idempotencyKey: refused, amount: 101n }, tx),
      ).rejects.toMatchObject({ code: 'insufficient_balance' });
      expect((await t.services.ledger.transfer(spend, tx)).replayed).toBe(false);
    });
    expect(await transfersWithKey(refused)).toEqual([]);
    expect(await balanceOf(id)).toBe(0n);
    // A retry of a debit that went through is answered as such, although the money has gone since.
    expect((await t.services.ledger.transfer(spend)).replayed).toBe(true);
  });

  it('moves money between a member’s wallets and between members both ways at once without a deadlock', async () => {
    const alice = await newMember('ledgeralice', 1_000n);
    const bob = await newMember('ledgerbob', 1_000n);
    await t.services.wallet.openMemberWallet(t.db, alice, CURRENCY, 'VENDOR:HOUSE');
    await t.services.ledger.transfer({
      idempotencyKey: nextKey(),
      from: main(alice),
      to: { memberId: alice, kind: 'VENDOR:HOUSE' },
      amount: 400n,
      type: 'TRANSFER',
    });
    expect([await balanceOf(alice), await balanceOf(alice, 'VENDOR:HOUSE')]).toEqual([600n, 400n]);

    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        t.services.ledger.transfer({
          idempotencyKey: nextKey(),
          from: main(i % 2 === 0 ? alice : bob),
          to: main(i % 2 === 0 ? bob : alice),
          amount: 10n,
          type: 'TRANSFER',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect([await balanceOf(alice), await balanceOf(bob)]).toEqual([600n, 1_000n]);
  });

  it('refuses what it cannot record: a missing wallet, a zero amount, one account, two currencies', async () => {
    const id = await newMember('ledgerthree', 100n);
    const base = { idempotencyKey: nextKey(), type: 'TRANSFER' as const, amount: 1n };
    await expect(
      t.services.ledger.transfer({ ...base, from: main(id), to: { memberId: id, kind: 'VENDOR:NONE' } }),
    ).rejects.toMatchObject({ code: 'not_found_entity' });
    await expect(
      t.services.ledger.transfer({ ...base, amount: 0n, from: main(id), to: adjustment }),
    ).rejects.toThrow('positive');
    await expect(t.services.ledger.transfer({ ...base, from: main(id), to: main(id) })).rejects.toThrow(
      'two different accounts',
    );
    await expect(
      t.services.ledger.transfer({
        ...base,
        from: main(id),
        to: { operator: 'ADJUSTMENT', currency: 'USD' },
      }),
    ).rejects.toThrow('between JPY and USD');
    expect(await balanceOf(id)).toBe(100n);
  });

  it('keeps transfers append-only, even for direct SQL', async () => {
    await expect(t.db.execute(sql`update ledger_transfers set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_transfers`)).rejects.toThrow();
  });

  it('reconciles clean, and names a tampered operator account', async () => {
    const clean = await t.services.ledger.check();
    expect(isLedgerClean(clean)).toBe(true);
    expect(clean.transfers).toBeGreaterThan(60);
    expect(describeLedgerCheck(clean)).toEqual([
      expect.stringMatching(/^ledger:check ok: \d+ accounts, \d+ transfers/),
    ]);

    const [operator] = await t.db
      .select({ id: walletAccounts.id, balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(and(sql`${walletAccounts.memberId} is null`, eq(walletAccounts.kind, 'ADJUSTMENT')));
    if (!operator) throw new Error('no ADJUSTMENT account');
    await t.db.execute(sql`update wallet_accounts set balance = balance - 100 where id = ${operator.id}`);
    const tampered = await t.services.ledger.check();
    expect(isLedgerClean(tampered)).toBe(false);
    expect(tampered.faults.map((fault) => fault.accountId)).toEqual([operator.id]);
    expect(tampered.totals).toEqual([{ currency: CURRENCY, total: -100n }]);
    expect(describeLedgerCheck(tampered)).toEqual([
      expect.stringMatching(/^ledger:check FAILED: 1 account at fault/),
      `account ${operator.id} (operator ADJUSTMENT JPY): balance ${formatMinorUnits(operator.balance - 100n)}, transfers say ${formatMinorUnits(operator.balance)}`,
      'books do not balance in JPY: accounts sum to -1.00',
    ]);
  });
});
