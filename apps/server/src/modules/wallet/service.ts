import { and, asc, count, desc, eq, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TRANSACTION_RANGE_MAX_DAYS,
  formatMinorUnits,
  validationText,
  type Language,
  type TransactionPage,
  type TransactionType,
  type WalletKind,
  type WalletTransferResult,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { assertDayRangeWithin, dayRange } from '../../platform/db/day-range.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import {
  ledgerTransfers,
  MEMBER_WALLET_KIND,
  walletAccounts,
  type MemberWalletKind,
} from '../../platform/ledger/tables.ts';
import type { EventsService } from '../../platform/events/service.ts';
import type { Clock } from '../../platform/clock.ts';
import { inOneStatement } from '../../platform/db/one-statement.ts';

export interface TransactionSearch {
  type?: TransactionType | undefined;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

export type WalletService = ReturnType<typeof createWalletService>;

export const createWalletService = ({
  db,
  ledger,
  system,
  events,
  clock,
}: {
  db: Database;
  ledger: LedgerService;
  system: SystemService;
  events: Pick<EventsService, 'record' | 'insertSql'>;
  clock: Clock;
}) => {
  const getWalletBalance = async (
    memberId: number,
    kind: WalletKind,
    executor: Executor = db,
  ): Promise<{ balance: bigint; currency: string } | undefined> => {
    const [row] = await executor
      .select({ balance: walletAccounts.balance, currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, kind)));
    return row;
  };

  const getMainBalance = async (memberId: number, executor: Executor = db) => {
    const row = await getWalletBalance(memberId, MEMBER_WALLET_KIND.MAIN, executor);
    if (!row) throw new Error(`member ${memberId} has no main wallet`);
    return row;
  };

  const listWallets = async (memberId: number, executor: Executor = db) =>
    (
      await executor
        .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId))
        .orderBy(asc(walletAccounts.id))
    ).map((row) => ({ kind: row.kind as WalletKind, balance: formatMinorUnits(row.balance) }));

  /**
   * The usual own transfer (an amount, a new request id, funds enough) as one prepared statement:
   * the ledger's transfer, its `wallet.transferred` event and the wallets after it. Undefined, with
   * nothing kept, in every other case: the general path answers those.
   */
  const transferInOneStatement = (
    memberId: number,
    input: { from: WalletKind; to: WalletKind; amount: bigint },
    accounts: { debitId: number; creditId: number },
    idempotencyKey: string,
  ) =>
    inOneStatement<{ transferId: number; wallets: { kind: WalletKind; balance: string }[] }>(
      db,
      sql`with ${ledger.transferCtes({ ...accounts, idempotencyKey, amount: input.amount, type: 'TRANSFER' })},
        event as (${events.insertSql(
          {
            type: 'wallet.transferred',
            memberId: sql`${memberId}::bigint`,
            payload: sql`${JSON.stringify({ from: input.from, to: input.to, amount: input.amount.toString() })}::jsonb`,
            at: clock.now(),
          },
          sql`from inserted`,
        )})`,
      sql`select jsonb_build_object('transferId', inserted.id, 'wallets', (
          select jsonb_agg(jsonb_build_object('kind', w.kind, 'balance', coalesce(moved.balance, w.balance)::text)
            order by w.id)
          from ${walletAccounts} w left join moved on moved.id = w.id
          where w.member_id = ${memberId}::bigint))
        from inserted`,
    );

  return {
    /**
     * Opens a member wallet with a zero balance, in the caller's transaction: the main wallet at
     * registration, HOLD at the first withdrawal, a `VENDOR:<code>` sub-wallet for a transfer-wallet
     * vendor. Opening twice is harmless.
     */
    openMemberWallet: async (
      executor: Executor,
      memberId: number,
      currency: string,
      kind: MemberWalletKind = MEMBER_WALLET_KIND.MAIN,
    ) => {
      await executor.insert(walletAccounts).values({ memberId, kind, currency }).onConflictDoNothing();
    },

    /** The main wallet balance in minor units, read from its account row. */
    getMainBalance,

    /** One of the member's wallets in minor units; undefined when it was never opened. */
    getWalletBalance,

    /** The member's wallets, main first; HOLD shows what pending withdrawals keep. */
    listWallets: async (memberId: number) => {
      const [{ currency }, site, wallets] = await Promise.all([
        getMainBalance(memberId),
        system.getSiteSetting(),
        listWallets(memberId),
      ]);
      return { currency, currencySymbol: site.currency.symbol, wallets };
    },

    /**
     * Moves money between the member's main wallet and one of their vendor wallets (never HOLD,
     * which only withdrawals move). Without an amount it moves the whole source balance. The
     * `requestId` is the idempotency key.
     */
    transferOwn: async (
      memberId: number,
      input: { requestId: string; from: WalletKind; to: WalletKind; amount?: bigint | undefined },
      language: Language,
    ): Promise<WalletTransferResult> => {
      const pair = [input.from, input.to];
      const movable =
        pair.includes(MEMBER_WALLET_KIND.MAIN) && pair.every((kind) => kind !== MEMBER_WALLET_KIND.HOLD);
      if (!movable) throw fieldError({ to: validationText('unknownOption', language) });
      // Both wallets must be the member's own: the ledger knows them (remembered per instance).
      const resolved = await ledger
        .resolveAccounts({ memberId, kind: input.from }, { memberId, kind: input.to })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'not_found_entity') return undefined;
          throw error;
        });
      if (!resolved) {
        const owned = await listWallets(memberId);
        const side = owned.some((wallet) => wallet.kind === input.from) ? 'to' : 'from';
        throw fieldError({ [side]: validationText('unknownOption', language) });
      }
      const key = `member-transfer:${memberId}:${input.requestId}`;
      const requested = input.amount;
      if (requested !== undefined) {
        const done = await transferInOneStatement(
          memberId,
          { from: input.from, to: input.to, amount: requested },
          { debitId: resolved.debit.id, creditId: resolved.credit.id },
          key,
        );
        if (done) {
          return {
            transferId: done.transferId,
            amount: formatMinorUnits(requested),
            wallets: done.wallets.map(({ kind, balance }) => ({
              kind,
              balance: formatMinorUnits(BigInt(balance)),
            })),
            replayed: false,
          };
        }
      }
      return db.transaction(async (tx) => {
        let amount = input.amount;
        if (amount === undefined) {
          const [source] = await tx
            .select({ balance: walletAccounts.balance })
            .from(walletAccounts)
            .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, input.from)));
          const [earlier] = await tx
            .select({ amount: ledgerTransfers.amount })
            .from(ledgerTransfers)
            .where(eq(ledgerTransfers.idempotencyKey, key));
          amount = earlier?.amount ?? source?.balance ?? 0n;
          if (amount === 0n) {
            return {
              transferId: null,
              amount: formatMinorUnits(0n),
              wallets: await listWallets(memberId, tx),
              replayed: false,
            };
          }
        }
        const result = await ledger.transfer(
          {
            idempotencyKey: key,
            from: { memberId, kind: input.from },
            to: { memberId, kind: input.to },
            amount,
            type: 'TRANSFER',
          },
          tx,
        );
        if (!result.replayed) {
          await events.record(tx, {
            type: 'wallet.transferred',
            memberId,
            payload: { from: input.from, to: input.to, amount: amount.toString() },
          });
        }
        return {
          transferId: result.transfer.id,
          amount: formatMinorUnits(amount),
          wallets: await listWallets(memberId, tx),
          replayed: result.replayed,
        };
      });
    },

    /**
     * The main wallet's statement (spec: transactionHistory): every transfer into or out of it in
     * the day range, newest first, signed from the wallet's side, with the balance after it and the
     * order it belongs to; totals over the whole range.
     */
    transactions: async (
      memberId: number,
      query: TransactionSearch,
      language: Language,
    ): Promise<TransactionPage> => {
      assertDayRangeWithin(query, TRANSACTION_RANGE_MAX_DAYS, language);
      const { timeZone } = await system.getSiteSetting();
      const [main] = await db
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, MEMBER_WALLET_KIND.MAIN)));
      if (!main) throw new AppError('not_found_entity');
      const where = and(
        or(eq(ledgerTransfers.debitAccountId, main.id), eq(ledgerTransfers.creditAccountId, main.id)),
        query.type ? eq(ledgerTransfers.type, query.type) : undefined,
        ...dayRange(ledgerTransfers.createdAt, { from: query.startDate, to: query.endDate }, timeZone),
      );
      const incoming = sql`case when ${ledgerTransfers.creditAccountId} = ${main.id} then ${ledgerTransfers.amount} else 0 end`;
      const outgoing = sql`case when ${ledgerTransfers.debitAccountId} = ${main.id} then ${ledgerTransfers.amount} else 0 end`;
      const debit = alias(walletAccounts, 'debit_account');
      const credit = alias(walletAccounts, 'credit_account');
      const [totals, rows] = await Promise.all([
        db
          .select({ n: count(), in: sum(incoming), out: sum(outgoing) })
          .from(ledgerTransfers)
          .where(where),
        db
          .select({
            id: ledgerTransfers.id,
            type: ledgerTransfers.type,
            amount: ledgerTransfers.amount,
            debitAccountId: ledgerTransfers.debitAccountId,
            debitBalanceAfter: ledgerTransfers.debitBalanceAfter,
            creditBalanceAfter: ledgerTransfers.creditBalanceAfter,
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
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
      ]);
      const total = totals[0]?.n ?? 0;
      const totalIn = BigInt(totals[0]?.in ?? 0);
      const totalOut = BigInt(totals[0]?.out ?? 0);
      const ownKind = (side: { memberId: number | null; kind: string }) =>
        side.memberId === memberId ? (side.kind as WalletKind) : null;
      return {
        list: rows.map((row) => {
          const isOut = row.debitAccountId === main.id;
          const after = isOut ? row.debitBalanceAfter : row.creditBalanceAfter;
          const orderNo = row.metadata.orderNo;
          return {
            transferId: row.id,
            type: row.type,
            amount: formatMinorUnits(isOut ? -row.amount : row.amount),
            from: ownKind(row.from),
            to: ownKind(row.to),
            balanceAfter: after === null ? null : formatMinorUnits(after),
            orderNo: typeof orderNo === 'string' ? orderNo : null,
            createdAt: formatTimestamp(row.createdAt, timeZone),
          };
        }),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        totals: {
          in: formatMinorUnits(totalIn),
          out: formatMinorUnits(totalOut),
          net: formatMinorUnits(totalIn - totalOut),
        },
      };
    },
  };
};
