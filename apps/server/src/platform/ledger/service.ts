import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_LEDGER_MINOR_UNITS, formatMinorUnits } from '@platform/contract';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { dayRange } from '../db/day-range.ts';
import { AppError } from '../http/errors.ts';
import {
  HOUSE_SHARDS,
  MEMBER_WALLET_KIND,
  ledgerTransfers,
  walletAccounts,
  type MemberWalletKind,
  type OperatorAccountKind,
  type TransferMetadata,
  type TransferType,
} from './tables.ts';

/**
 * One side of a transfer: a member's wallet, or an operator account. An operator account is in
 * the currency of the member side unless `currency` says otherwise (required between two
 * operator accounts); `shard` picks one of a spread kind's accounts (0 when not given).
 */
export type AccountRef =
  | { memberId: number; kind: MemberWalletKind }
  | { operator: OperatorAccountKind; currency?: string; shard?: number };

/** The game house account that takes a member's bets and pays their wins (see HOUSE_SHARDS). */
export const houseOf = (memberId: number): AccountRef => ({
  operator: 'GAME_HOUSE',
  shard: memberId % HOUSE_SHARDS,
});

export interface TransferInput {
  /**
   * Unique per movement and built from its cause (`adjustment:<requestId>`, `deposit:<orderId>`,
   * `vendor:<code>:<round>:<txid>`), so a retry of the same cause can never move money twice.
   */
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  /** Integer minor units, above zero. */
  amount: bigint;
  type: TransferType;
  metadata?: TransferMetadata;
}

export type TransferRow = typeof ledgerTransfers.$inferSelect;

/** A new transfer with both balances after it, or the earlier transfer of the same key (nothing moved). */
export type TransferResult =
  | { replayed: false; transfer: TransferRow; balances: { from: bigint; to: bigint } }
  | { replayed: true; transfer: TransferRow };

export interface LedgerFault {
  accountId: number;
  memberId: number | null;
  kind: string;
  currency: string;
  balance: bigint;
  /** Credits minus debits of the account's transfers: what the balance should be. */
  expected: bigint;
}

export interface LedgerCheck {
  accounts: number;
  transfers: number;
  faults: LedgerFault[];
  /** The sum of all balances per currency: zero when the books balance. */
  totals: { currency: string; total: bigint }[];
}

/** A resolved account: its id and what it is. */
export interface Account {
  id: number;
  memberId: number | null;
  kind: string;
  currency: string;
  shard: number;
}

/** Accounts remembered per instance: more than this and the memory starts again. */
const ACCOUNT_CACHE_MAX = 100_000;

type OperatorRef = Extract<AccountRef, { operator: OperatorAccountKind }>;

const isOperatorRef = (ref: AccountRef): ref is OperatorRef => 'operator' in ref;

const refFilter = (ref: AccountRef) =>
  isOperatorRef(ref)
    ? and(
        isNull(walletAccounts.memberId),
        eq(walletAccounts.kind, ref.operator),
        eq(walletAccounts.shard, ref.shard ?? 0),
        ref.currency === undefined ? undefined : eq(walletAccounts.currency, ref.currency),
      )
    : and(eq(walletAccounts.memberId, ref.memberId), eq(walletAccounts.kind, ref.kind));

/** The account a reference names, among candidate rows, once the transfer's currency is known. */
const pick = (rows: Account[], ref: AccountRef, currency: string | undefined) =>
  rows.find((row) =>
    isOperatorRef(ref)
      ? row.memberId === null &&
        row.kind === ref.operator &&
        row.shard === (ref.shard ?? 0) &&
        row.currency === (ref.currency ?? currency)
      : row.memberId === ref.memberId && row.kind === ref.kind,
  );

/** Driver values of a raw query: int8 arrives as a string or a bigint depending on the driver. */
const toBigInt = (value: unknown) => BigInt(value as string | number | bigint);

const checkAmount = (amount: bigint) => {
  if (amount <= 0n) throw new Error(`transfer amount must be positive, got ${amount}`);
  if (amount > MAX_LEDGER_MINOR_UNITS) throw new AppError('balance_limit_exceeded');
};

/** The balances and transfers agree and every currency sums to zero. */
export const isLedgerClean = (check: LedgerCheck) =>
  check.faults.length === 0 && check.totals.every((row) => row.total === 0n);

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const describeAccount = (fault: LedgerFault) =>
  `account ${fault.accountId} (${fault.memberId === null ? 'operator' : `member ${fault.memberId}`} ${fault.kind} ${fault.currency})`;

/** The lines `npm run ledger:check` prints: one summary line when clean, else every account at fault. */
export const describeLedgerCheck = (check: LedgerCheck): string[] => {
  const totals = check.totals.map((row) => `${row.currency} ${formatMinorUnits(row.total)}`).join(', ');
  if (isLedgerClean(check)) {
    return [
      `ledger:check ok: ${plural(check.accounts, 'account')}, ${plural(check.transfers, 'transfer')}; every balance equals its transfers and the books balance (${totals || 'no accounts'})`,
    ];
  }
  return [
    `ledger:check FAILED: ${plural(check.faults.length, 'account')} at fault, ${plural(check.accounts, 'account')}, ${plural(check.transfers, 'transfer')}`,
    ...check.faults.map(
      (fault) =>
        `${describeAccount(fault)}: balance ${formatMinorUnits(fault.balance)}, transfers say ${formatMinorUnits(fault.expected)}`,
    ),
    ...check.totals
      .filter((row) => row.total !== 0n)
      .map(
        (row) => `books do not balance in ${row.currency}: accounts sum to ${formatMinorUnits(row.total)}`,
      ),
  ];
};

/** Transfers of some types on a member's main wallet within whole days of the merchant's time zone. */
export interface MainWalletTransferFilter {
  types: readonly TransferType[];
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  timeZone: string;
}

export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * The double-entry ledger: the only way money moves. Each transfer is one append-only row with a
 * unique idempotency key, written by the same statement that changes both balances under a guard.
 */
export const createLedgerService = ({ db }: { db: Database }) => {
  /**
   * Accounts already resolved, by reference (accounts are never deleted and their ids and
   * currencies never change). An id read inside a transaction that later rolled back can be
   * wrong: the transfer statement finds fewer than two accounts, forgets both and resolves again.
   */
  const known = new Map<string, Account>();
  const keyOf = (ref: AccountRef, currency: string | undefined) =>
    isOperatorRef(ref)
      ? `o ${ref.operator} ${ref.currency ?? currency} ${ref.shard ?? 0}`
      : `m ${ref.memberId} ${ref.kind}`;
  const remember = (ref: AccountRef, account: Account) => {
    if (known.size >= ACCOUNT_CACHE_MAX) known.clear();
    known.set(keyOf(ref, account.currency), account);
  };
  const recalled = (from: AccountRef, to: AccountRef) => {
    const member = [from, to].find((ref) => !isOperatorRef(ref));
    const currency = member ? known.get(keyOf(member, undefined))?.currency : undefined;
    const debit = known.get(keyOf(from, currency));
    const credit = known.get(keyOf(to, currency));
    return debit && credit ? { debit, credit } : undefined;
  };

  /**
   * Both accounts of a transfer, remembered or in one query without locks. An operator account
   * is opened the first time it is used in a currency.
   */
  const resolveAccounts = async (executor: Executor, from: AccountRef, to: AccountRef) => {
    const remembered = recalled(from, to);
    if (remembered) return remembered;
    const find = () =>
      executor
        .select({
          id: walletAccounts.id,
          memberId: walletAccounts.memberId,
          kind: walletAccounts.kind,
          currency: walletAccounts.currency,
          shard: walletAccounts.shard,
        })
        .from(walletAccounts)
        .where(or(refFilter(from), refFilter(to)));
    let rows = await find();
    const memberAccounts = [from, to].flatMap((ref) =>
      isOperatorRef(ref) ? [] : [pick(rows, ref, undefined)],
    );
    const explicit = [from, to].flatMap((ref) =>
      isOperatorRef(ref) && ref.currency !== undefined ? [ref.currency] : [],
    );
    const currency = explicit[0] ?? memberAccounts[0]?.currency;
    for (const account of memberAccounts) {
      if (!account) throw new AppError('not_found_entity');
      if (account.currency !== currency) {
        throw new Error(`transfer between ${account.currency} and ${currency} accounts`);
      }
    }
    if (currency === undefined) throw new Error('a transfer between two operator accounts needs a currency');
    const missing = [from, to].filter(
      (ref): ref is OperatorRef => isOperatorRef(ref) && !pick(rows, ref, currency),
    );
    if (missing.length > 0) {
      await executor
        .insert(walletAccounts)
        .values(
          missing.map((ref) => ({
            kind: ref.operator,
            currency: ref.currency ?? currency,
            shard: ref.shard ?? 0,
            mayGoNegative: true,
          })),
        )
        .onConflictDoNothing();
      rows = await find();
    }
    const debit = pick(rows, from, currency);
    const credit = pick(rows, to, currency);
    if (!debit || !credit) throw new AppError('not_found_entity');
    if (debit.id === credit.id) throw new Error('a transfer needs two different accounts');
    if (debit.currency !== credit.currency) {
      throw new Error(`transfer between ${debit.currency} and ${credit.currency} accounts`);
    }
    remember(from, debit);
    remember(to, credit);
    return { debit, credit };
  };

  /**
   * The guarded movement as common table expressions, for a statement that writes more beside it
   * (`with <these>, ... select`). It locks both accounts in id order (so transfers in opposite
   * directions cannot deadlock), checks the debit guard on the locked balances, inserts the
   * transfer (the unique key decides: a twin waits here for the first and then finds its row) and
   * changes both balances. Names it defines: `locked`, `guard` (`found`: both accounts exist,
   * `allowed`: the debit is covered, `fits`: neither balance leaves the bigint range), `inserted`
   * (`id`, `created_at`) and `moved` (`id`, `balance`). Nothing moves unless `when` holds.
   */
  const transferCtes = (
    input: Omit<TransferInput, 'from' | 'to'> & { debitId: number; creditId: number; when?: SQL },
  ) => {
    checkAmount(input.amount);
    const { debitId, creditId } = input;
    const amount = sql`${input.amount.toString()}::bigint`;
    const max = sql`${MAX_LEDGER_MINOR_UNITS.toString()}::bigint`;
    const metadata = JSON.stringify(input.metadata ?? {});
    return sql`
      locked as (
        select id, balance, may_go_negative from wallet_accounts
        where id in (${debitId}, ${creditId}) and ${input.when ?? sql`true`}
        order by id
        for no key update
      ), guard as (
        select count(*) = 2 as found,
          coalesce(bool_or(id = ${debitId} and (balance >= ${amount} or may_go_negative)), false) as allowed,
          -- Neither balance may leave the bigint range (compared without computing the overflowing sum).
          coalesce(bool_and(case when id = ${creditId} then balance <= ${max} - ${amount}
            else balance >= -${max} - 1 + ${amount} end), false) as fits
        from locked
      ), inserted as (
        insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, type,
          debit_balance_after, credit_balance_after, metadata)
        select ${input.idempotencyKey}::text, ${debitId}::bigint, ${creditId}::bigint, ${amount},
          ${input.type}::text,
          (select balance from locked where id = ${debitId}) - ${amount},
          (select balance from locked where id = ${creditId}) + ${amount},
          ${metadata}::jsonb
        from guard where found and allowed and fits
        on conflict (idempotency_key) do nothing
        returning id, created_at
      ), moved as (
        update wallet_accounts
        set balance = balance + case when id = ${creditId} then ${amount} else -${amount} end
        where id in (${debitId}, ${creditId}) and exists (select 1 from inserted)
        returning id, balance
      )`;
  };

  /**
   * Moves `amount` from one account to another, exactly once per idempotency key, atomically: the
   * transfer row and both balances are written by one SQL statement (`transferCtes`), or nothing
   * is. It runs on `executor` (on its own when none is given), so a caller's transaction can add
   * its own rows (an audit entry, an order state) that commit with the movement.
   *
   * A retry with the same key and the same fields answers the first transfer and moves nothing;
   * the same key with other accounts, amount, type or metadata is `idempotency_conflict`; a debit
   * a member account cannot cover is `insufficient_balance`; a movement that would take either
   * balance beyond the bigint range is `balance_limit_exceeded`. The CHECK constraint on the balance
   * stays as the last line of defence.
   */
  const transfer = async (
    input: TransferInput,
    executor: Executor = db,
    remembered = true,
  ): Promise<TransferResult> => {
    checkAmount(input.amount);
    const metadata = JSON.parse(JSON.stringify(input.metadata ?? {})) as TransferMetadata;
    const { debit, credit } = await resolveAccounts(executor, input.from, input.to);
    const [row] = await queryRows<{
      found: boolean;
      allowed: boolean;
      fits: boolean;
      id: unknown;
      created_at: unknown;
      from_balance: unknown;
      to_balance: unknown;
    }>(
      executor,
      sql`
      with ${transferCtes({ ...input, metadata, debitId: debit.id, creditId: credit.id })}
      select guard.found, guard.allowed, guard.fits, inserted.id, inserted.created_at,
        (select balance from moved where moved.id = ${debit.id}) as from_balance,
        (select balance from moved where moved.id = ${credit.id}) as to_balance
      from guard left join inserted on true`,
    );
    if (!row) throw new Error('the transfer statement answered no row');
    if (!row.found) {
      if (!remembered)
        throw new Error(`transfer ${input.idempotencyKey} found no accounts ${debit.id}, ${credit.id}`);
      known.delete(keyOf(input.from, debit.currency));
      known.delete(keyOf(input.to, credit.currency));
      return transfer(input, executor, false);
    }

    if (row.id !== null) {
      if (row.from_balance === null || row.to_balance === null) {
        throw new Error(`transfer ${input.idempotencyKey} was recorded without both balance changes`);
      }
      return {
        replayed: false,
        transfer: {
          id: Number(row.id),
          idempotencyKey: input.idempotencyKey,
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amount: input.amount,
          type: input.type,
          debitBalanceAfter: toBigInt(row.from_balance),
          creditBalanceAfter: toBigInt(row.to_balance),
          metadata,
          createdAt: new Date(row.created_at as string),
        },
        balances: { from: toBigInt(row.from_balance), to: toBigInt(row.to_balance) },
      };
    }

    // Nothing was written: the key was used before (answered even if the funds have gone since), or the funds are short.
    const [first] = await executor
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
    if (!first) {
      if (!row.allowed) throw new AppError('insufficient_balance');
      if (!row.fits) throw new AppError('balance_limit_exceeded');
      throw new Error(`transfer ${input.idempotencyKey} conflicted but cannot be read`);
    }
    const same =
      first.debitAccountId === debit.id &&
      first.creditAccountId === credit.id &&
      first.amount === input.amount &&
      first.type === input.type &&
      isDeepStrictEqual(first.metadata, metadata);
    if (!same) throw new AppError('idempotency_conflict');
    return { replayed: true, transfer: first };
  };

  /**
   * The filter of a member's main-wallet transfers of some types within the days, with the signed
   * amount and the wallet's balance after each; undefined when no type is asked for.
   */
  const mainWalletTransfers = (memberId: number, filter: MainWalletTransferFilter) => {
    if (filter.types.length === 0) return undefined;
    const main = sql`(select ${walletAccounts.id} from ${walletAccounts}
      where ${walletAccounts.memberId} = ${memberId}::bigint and ${walletAccounts.kind} = ${MEMBER_WALLET_KIND.MAIN})`;
    const isCredit = sql`${ledgerTransfers.creditAccountId} = ${main}`;
    return {
      where: and(
        or(isCredit, sql`${ledgerTransfers.debitAccountId} = ${main}`),
        inArray(ledgerTransfers.type, [...filter.types]),
        ...dayRange(ledgerTransfers.createdAt, { from: filter.from, to: filter.to }, filter.timeZone),
      ),
      signed: sql<string>`(case when ${isCredit} then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end)`,
      balanceAfter: sql<string | null>`(case when ${isCredit} then ${ledgerTransfers.creditBalanceAfter}
        else ${ledgerTransfers.debitBalanceAfter} end)::text`,
    };
  };

  return {
    transfer,

    /** Both accounts of a transfer (ids and currency), for a statement built on `transferCtes`. */
    resolveAccounts: (from: AccountRef, to: AccountRef, executor: Executor = db) =>
      resolveAccounts(executor, from, to),

    /** Forgets a resolved account whose id a statement built on `transferCtes` did not find. */
    forgetAccounts: (...refs: { ref: AccountRef; currency: string }[]) => {
      for (const { ref, currency } of refs) known.delete(keyOf(ref, currency));
    },

    transferCtes,

    /** A member's accounts (main wallet first, then sub-wallets) with their balances. */
    getMemberAccounts: async (memberId: number) =>
      db
        .select({
          id: walletAccounts.id,
          kind: walletAccounts.kind,
          currency: walletAccounts.currency,
          balance: walletAccounts.balance,
        })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId))
        .orderBy(asc(walletAccounts.id)),

    /** Transfers into or out of any of a member's accounts, newest first, with both sides named. */
    listMemberTransfers: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      const owned = db
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId));
      const where = or(
        inArray(ledgerTransfers.debitAccountId, owned),
        inArray(ledgerTransfers.creditAccountId, owned),
      );
      const debit = alias(walletAccounts, 'debit_account');
      const credit = alias(walletAccounts, 'credit_account');
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(ledgerTransfers).where(where),
        db
          .select({
            id: ledgerTransfers.id,
            type: ledgerTransfers.type,
            amount: ledgerTransfers.amount,
            metadata: ledgerTransfers.metadata,
            createdAt: ledgerTransfers.createdAt,
            from: { memberId: debit.memberId, kind: debit.kind },
            to: { memberId: credit.memberId, kind: credit.kind },
          })
          .from(ledgerTransfers)
          .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
          .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
          .where(where)
          .orderBy(desc(ledgerTransfers.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    /**
     * A member's main-wallet transfers of some types, summed per day (in `timeZone`) and type,
     * newest day first: a credit to the wallet adds, a debit from it (a reversal) subtracts.
     */
    sumMainWalletTransfersByDay: async (memberId: number, filter: MainWalletTransferFilter) => {
      const scoped = mainWalletTransfers(memberId, filter);
      if (!scoped) return [];
      const day = sql<string>`to_char(${ledgerTransfers.createdAt} at time zone ${filter.timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          type: ledgerTransfers.type,
          count: count(),
          amount: sql<string>`sum(${scoped.signed})::text`,
        })
        .from(ledgerTransfers)
        .where(scoped.where)
        // By position: the time zone is a parameter, and a second copy of it would not match the first.
        .groupBy(sql`1`, ledgerTransfers.type)
        .orderBy(sql`1 desc`, ledgerTransfers.type);
      return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
    },

    /** The transfers `sumMainWalletTransfersByDay` sums, newest first, a page of them and the sum of all. */
    listMainWalletTransfers: async (
      memberId: number,
      filter: MainWalletTransferFilter & { pageNum: number; pageSize: number },
    ) => {
      const scoped = mainWalletTransfers(memberId, filter);
      if (!scoped) return { rows: [], total: 0, amount: 0n };
      const [[totals], rows] = await Promise.all([
        db
          .select({ n: count(), amount: sql<string>`coalesce(sum(${scoped.signed}), 0)::text` })
          .from(ledgerTransfers)
          .where(scoped.where),
        db
          .select({
            id: ledgerTransfers.id,
            type: ledgerTransfers.type,
            amount: sql<string>`${scoped.signed}::text`,
            balanceAfter: scoped.balanceAfter,
            createdAt: ledgerTransfers.createdAt,
          })
          .from(ledgerTransfers)
          .where(scoped.where)
          .orderBy(desc(ledgerTransfers.id))
          .limit(filter.pageSize)
          .offset((filter.pageNum - 1) * filter.pageSize),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          amount: BigInt(row.amount),
          balanceAfter: row.balanceAfter === null ? null : BigInt(row.balanceAfter),
        })),
        total: totals?.n ?? 0,
        amount: BigInt(totals?.amount ?? 0),
      };
    },

    /**
     * Reconciliation, on one consistent snapshot while transfers go on: every balance against the
     * credits minus debits of its transfers, and the sum of all balances per currency.
     */
    check: async (): Promise<LedgerCheck> =>
      db.transaction(
        async (tx) => {
          const credits = tx
            .select({
              accountId: ledgerTransfers.creditAccountId,
              total: sum(ledgerTransfers.amount).as('credited'),
            })
            .from(ledgerTransfers)
            .groupBy(ledgerTransfers.creditAccountId)
            .as('credits');
          const debits = tx
            .select({
              accountId: ledgerTransfers.debitAccountId,
              total: sum(ledgerTransfers.amount).as('debited'),
            })
            .from(ledgerTransfers)
            .groupBy(ledgerTransfers.debitAccountId)
            .as('debits');
          const expected = sql<string>`coalesce(${credits.total}, 0) - coalesce(${debits.total}, 0)`;
          const faults = await tx
            .select({
              accountId: walletAccounts.id,
              memberId: walletAccounts.memberId,
              kind: walletAccounts.kind,
              currency: walletAccounts.currency,
              balance: walletAccounts.balance,
              expected,
            })
            .from(walletAccounts)
            .leftJoin(credits, eq(credits.accountId, walletAccounts.id))
            .leftJoin(debits, eq(debits.accountId, walletAccounts.id))
            .where(sql`${walletAccounts.balance} <> ${expected}`)
            .orderBy(asc(walletAccounts.id));
          const totals = await tx
            .select({
              currency: walletAccounts.currency,
              total: sql<string>`sum(${walletAccounts.balance})`,
              accounts: count(),
            })
            .from(walletAccounts)
            .groupBy(walletAccounts.currency)
            .orderBy(asc(walletAccounts.currency));
          const [transfers] = await tx.select({ n: count() }).from(ledgerTransfers);
          return {
            accounts: totals.reduce((n, row) => n + row.accounts, 0),
            transfers: transfers?.n ?? 0,
            faults: faults.map((row) => ({ ...row, expected: BigInt(row.expected) })),
            totals: totals.map((row) => ({ currency: row.currency, total: BigInt(row.total) })),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  };
};
