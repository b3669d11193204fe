import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BANK_ACCOUNT_LIMIT,
  WITHDRAWAL_STATUS,
  WRONG_PASSWORD_LIMIT,
  checkFieldRule,
  formatMinorUnits,
  parseMinorUnits,
  validationText,
  type BankAccount,
  type Language,
  type WalletSecurity,
  type WithdrawalConfig,
  type WithdrawalOrder,
  type WithdrawalQueueRow,
  type WithdrawalSettings,
  type WithdrawalStatus,
} from '@platform/contract';
import type { Executor } from '../../platform/db/client.ts';
import { dayRange } from '../../platform/db/day-range.ts';
import { readTeamRecords, type TeamRecordFilter } from '../../platform/agent-tree/team-records.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { Actor } from '../../platform/audit/service.ts';
import {
  ORDER_PREFIX,
  assertAmountWithin,
  findQueueNames,
  formatOrderNo,
  type OrderQueueQuery,
  type OrderServiceDeps,
} from './orders.ts';
import { bankAccounts, withdrawalOrders } from './tables.ts';
import { systemClock } from '../../platform/clock.ts';

type OrderRow = typeof withdrawalOrders.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

const maskNumber = (number: string) => `****${number.replace(/-/g, '').slice(-4)}`;

/** Payee names compare without regard to spacing runs or letter case ("TARO  yamada" = "Taro Yamada"). */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const minor = (text: string) => {
  const value = parseMinorUnits(text);
  if (value === undefined) throw new Error(`stored amount ${text} is not a decimal`);
  return value;
};

export interface WithdrawalQueueQuery extends OrderQueueQuery {
  status?: WithdrawalStatus | undefined;
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals and what guards them: the payment password (locked after the same number of wrong
 * tries as the login password) and the member's bank accounts. A request holds the amount at once
 * (main wallet to the member's HOLD wallet); approval pays it out of HOLD to cash-out, rejection
 * returns it to the main wallet. Each step is one ledger transfer with its status change.
 */
/**
 * What the member may withdraw now, read in the request's transaction (the rewards core: a bonus
 * whose turnover is not met yet is locked); `locked` 0 when nothing holds the balance back.
 */
export type WithdrawableCheck = (
  executor: Executor,
  memberId: number,
) => Promise<{ locked: bigint; withdrawable: bigint }>;

/** A member's own withdrawal limits (the VIP rank's); null keeps the site's. */
export type WithdrawalLimits = (
  memberId: number,
) => Promise<{ dailyCount: number | null; maxAmount: bigint | null }>;

export const createWithdrawalService = (
  deps: OrderServiceDeps & { withdrawable?: WithdrawableCheck; limits?: WithdrawalLimits },
) => {
  const { db, ledger, wallet, system, audit, notifications, members, events, clock = systemClock } = deps;

  /** The site's withdrawal settings with the member's own limits in place of the site's where it has them. */
  const settingsOf = async (memberId: number) => {
    const [settings, own] = await Promise.all([system.getWithdrawalSetting(), deps.limits?.(memberId)]);
    return {
      ...settings,
      dailyCount: own?.dailyCount ?? settings.dailyCount,
      maxAmount: own?.maxAmount ? formatMinorUnits(own.maxAmount) : settings.maxAmount,
    };
  };

  const bankAccountView = (row: BankAccountRow, timeZone: string): BankAccount => ({
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    maskedNumber: maskNumber(row.accountNumber),
    createdAt: formatTimestamp(row.createdAt, timeZone),
  });

  const orderView = (order: OrderRow, account: BankAccountRow, timeZone: string): WithdrawalOrder => ({
    orderNo: formatOrderNo(ORDER_PREFIX.WITHDRAWAL, order.id),
    amount: formatMinorUnits(order.amount),
    status: order.status,
    bankName: account.bankName,
    maskedNumber: maskNumber(account.accountNumber),
    reason: order.reason,
    createdAt: formatTimestamp(order.createdAt, timeZone),
    decidedAt: order.decidedAt ? formatTimestamp(order.decidedAt, timeZone) : null,
  });

  const readMember = async (memberId: number) => {
    const row = await members.findWalletFields(db, memberId, { forUpdate: false });
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  /** Locks the member's row for the rest of the transaction: a member's money requests run one at a time. */
  const lockMember = async (tx: Executor, memberId: number) => {
    const row = await members.findWalletFields(tx, memberId, { forUpdate: true });
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  /**
   * Checks a payment password against the stored hash. A wrong one counts (atomically, so tries
   * at once all count); at the limit the payment password locks. The hash is verified outside any
   * transaction; the caller re-checks the lock under its own row lock.
   */
  const checkPaymentPassword = async (memberId: number, password: string) => {
    const member = await readMember(memberId);
    if (!member.paymentPasswordHash) throw new AppError('payment_password_not_set');
    if (member.paymentPasswordFailures >= WRONG_PASSWORD_LIMIT) throw new AppError('payment_password_locked');
    if (await verifyPassword(member.paymentPasswordHash, password)) return member.paymentPasswordHash;
    const failures = (await members.countPaymentPasswordFailure(memberId)) ?? WRONG_PASSWORD_LIMIT;
    if (failures >= WRONG_PASSWORD_LIMIT) throw new AppError('payment_password_locked');
    throw new AppError('payment_password_incorrect', {
      value: { remainingAttempts: WRONG_PASSWORD_LIMIT - failures },
    });
  };

  /** Under the member's row lock: the password checked outside is still the current one and not locked. */
  const confirmPasswordUnderLock = async (tx: Executor, memberId: number, verifiedHash: string) => {
    const member = await lockMember(tx, memberId);
    if (member.paymentPasswordFailures >= WRONG_PASSWORD_LIMIT) throw new AppError('payment_password_locked');
    if (member.paymentPasswordHash !== verifiedHash) {
      throw new AppError('payment_password_incorrect', {
        value: { remainingAttempts: WRONG_PASSWORD_LIMIT - member.paymentPasswordFailures },
      });
    }
    if (member.paymentPasswordFailures > 0) {
      await members.resetPaymentPasswordFailures(tx, memberId);
    }
    return member;
  };

  const security = async (memberId: number): Promise<WalletSecurity> => {
    const member = await readMember(memberId);
    return {
      payeeName: member.payeeName,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      paymentPasswordLocked: member.paymentPasswordFailures >= WRONG_PASSWORD_LIMIT,
    };
  };

  /** Today's requests in the merchant's time zone, rejected ones included (a limit on attempts). */
  const countToday = async (executor: Executor, memberId: number, timeZone: string) => {
    const [row] = await executor
      .select({ n: count() })
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.memberId, memberId),
          sql`${withdrawalOrders.createdAt} >= date_trunc('day', ${clock.now().toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`,
        ),
      );
    return row?.n ?? 0;
  };

  /**
   * Closes a PENDING withdrawal once: paid out of HOLD, or returned from HOLD to the main wallet.
   * `reason` is the member's (a rejection's only), `memo` the staff's internal note.
   */
  const decide = async (
    actor: Actor,
    orderId: number,
    { approve, reason, memo }: { approve: boolean; reason: string | null; memo: string | null },
  ) => {
    const at = clock.now();
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(withdrawalOrders)
        .set({
          status: approve ? WITHDRAWAL_STATUS.APPROVED : WITHDRAWAL_STATUS.REJECTED,
          reason,
          staffMemo: memo,
          decidedAt: at,
          decidedByStaffId: actor.staffId,
        })
        .where(and(eq(withdrawalOrders.id, orderId), eq(withdrawalOrders.status, WITHDRAWAL_STATUS.PENDING)))
        .returning();
      if (!order) return null;
      const orderNo = formatOrderNo(ORDER_PREFIX.WITHDRAWAL, order.id);
      const hold = { memberId: order.memberId, kind: 'HOLD' as const };
      const moved = await ledger.transfer(
        approve
          ? {
              idempotencyKey: `withdrawal:${order.id}:paid`,
              from: hold,
              to: { operator: 'CASH_OUT' },
              amount: order.amount,
              type: 'WITHDRAWAL',
              metadata: { orderNo, step: 'PAID' },
            }
          : {
              idempotencyKey: `withdrawal:${order.id}:return`,
              from: hold,
              to: { memberId: order.memberId, kind: 'MAIN' },
              amount: order.amount,
              type: 'WITHDRAWAL',
              metadata: { orderNo, step: 'RETURN' },
            },
        tx,
      );
      if (moved.replayed) throw new Error(`withdrawal ${orderNo} was decided twice`);
      await events.record(
        tx,
        {
          type: approve ? 'withdrawal.paid' : 'withdrawal.returned',
          memberId: order.memberId,
          payload: { orderId: order.id, amount: order.amount.toString() },
        },
        at,
      );
      const balance = approve ? (await wallet.getMainBalance(order.memberId, tx)).balance : moved.balances.to;
      await audit.record(tx, actor, {
        action: approve ? 'withdrawal.approve' : 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: order.id,
        before: { status: 'PENDING' },
        after: {
          status: order.status,
          amount: formatMinorUnits(order.amount),
          reason,
          memo,
          transferId: moved.transfer.id,
        },
      });
      const notice = await notifications.record(tx, order.memberId, {
        kind: approve ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
        orderNo,
        amount: order.amount,
        balance,
        reason,
      });
      return { order, transferId: moved.transfer.id, balance, notice };
    });
    if (!result) {
      const [exists] = await db
        .select({ id: withdrawalOrders.id })
        .from(withdrawalOrders)
        .where(eq(withdrawalOrders.id, orderId));
      throw new AppError(exists ? 'order_already_processed' : 'not_found_entity');
    }
    await notifications.push(result.notice);
    return {
      status: result.order.status,
      transferId: result.transferId,
      balance: formatMinorUnits(result.balance),
    };
  };

  return {
    security,

    /**
     * The payment password check of a withdrawal, for other money requests (team transfers): verify
     * outside the transaction, then confirm under the member's row lock inside it.
     */
    verifyPaymentPassword: checkPaymentPassword,
    confirmPaymentPasswordUnderLock: confirmPasswordUnderLock,

    /** A window of the withdrawals of an agent's team (agent team transactions), in the orders' own statuses. */
    teamOrders: async (filter: TeamRecordFilter, statuses?: readonly WithdrawalStatus[]) => {
      const window = await readTeamRecords<WithdrawalStatus>(
        db,
        withdrawalOrders,
        {
          id: withdrawalOrders.id,
          memberId: withdrawalOrders.memberId,
          amount: withdrawalOrders.amount,
          createdAt: withdrawalOrders.createdAt,
          status: withdrawalOrders.status,
        },
        filter,
        statuses ? inArray(withdrawalOrders.status, [...statuses]) : undefined,
      );
      return {
        ...window,
        rows: window.rows.map((row) => ({ ...row, orderNo: formatOrderNo(ORDER_PREFIX.WITHDRAWAL, row.id) })),
      };
    },

    /**
     * Sets the first payment password, or changes it with the current one (a wrong current one
     * counts towards the lock). The new one follows the operator's payment-password rule.
     */
    setPaymentPassword: async (
      memberId: number,
      input: { currentPassword?: string | undefined; newPassword: string; confirmPassword: string },
      language: Language,
    ) => {
      const rule = (await system.getRegisterConfig()).paymentPassword;
      const problem = checkFieldRule(rule, input.newPassword, language);
      if (problem !== undefined) throw fieldError({ newPassword: problem });
      if (input.confirmPassword !== input.newPassword) {
        throw fieldError({ confirmPassword: validationText('confirmMismatch', language) });
      }
      const member = await readMember(memberId);
      let verifiedHash: string | null = null;
      if (member.paymentPasswordHash !== null) {
        if (!input.currentPassword)
          throw fieldError({ currentPassword: validationText('required', language) });
        verifiedHash = await checkPaymentPassword(memberId, input.currentPassword);
      }
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        if (verifiedHash === null) {
          const locked = await lockMember(tx, memberId);
          if (locked.paymentPasswordHash !== null) throw new AppError('conflict');
        } else {
          await confirmPasswordUnderLock(tx, memberId, verifiedHash);
        }
        await members.setPaymentPasswordHash(tx, memberId, hash);
      });
      return security(memberId);
    },

    /** Staff unlock a payment password locked by wrong tries; audited. */
    unlockPaymentPassword: async (actor: Actor, memberId: number) =>
      db.transaction(async (tx) => {
        const member = await lockMember(tx, memberId);
        await members.resetPaymentPasswordFailures(tx, memberId);
        await audit.record(tx, actor, {
          action: 'member.payment_password_unlock',
          targetType: 'member',
          targetId: memberId,
          before: { failures: member.paymentPasswordFailures },
          after: { failures: 0 },
        });
      }),

    listBankAccounts: async (memberId: number): Promise<BankAccount[]> => {
      const { timeZone } = await system.getSiteSetting();
      const rows = await db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.memberId, memberId))
        .orderBy(bankAccounts.id);
      return rows.map((row) => bankAccountView(row, timeZone));
    },

    /**
     * Binds a bank account. Its name must be the member's payee name; a member without one sets it
     * here, checked by the operator's payee-name rule. At most `BANK_ACCOUNT_LIMIT` accounts.
     */
    bindBankAccount: async (
      memberId: number,
      input: { bankName: string; accountName: string; accountNumber: string },
      language: Language,
    ): Promise<BankAccount> => {
      const [{ timeZone }, config] = await Promise.all([system.getSiteSetting(), system.getRegisterConfig()]);
      const row = await db.transaction(async (tx) => {
        const member = await lockMember(tx, memberId);
        if (member.payeeName === null) {
          const problem = checkFieldRule(config.payeeName, input.accountName, language);
          if (problem !== undefined) throw fieldError({ accountName: problem });
          await members.setPayeeName(tx, memberId, input.accountName);
        } else if (normaliseName(member.payeeName) !== normaliseName(input.accountName)) {
          throw fieldError({ accountName: validationText('payeeNameMismatch', language) });
        }
        const [bound] = await tx
          .select({ n: count() })
          .from(bankAccounts)
          .where(eq(bankAccounts.memberId, memberId));
        if ((bound?.n ?? 0) >= BANK_ACCOUNT_LIMIT) throw new AppError('bank_account_limit');
        const [created] = await tx
          .insert(bankAccounts)
          .values({ memberId, ...input })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError('conflict');
        return created;
      });
      return bankAccountView(row, timeZone);
    },

    getConfig: async (memberId: number): Promise<WithdrawalConfig> => {
      const [settings, { timeZone }] = await Promise.all([settingsOf(memberId), system.getSiteSetting()]);
      return { ...settings, usedToday: await countToday(db, memberId, timeZone) };
    },

    /**
     * A withdrawal request: limits and the bank account first, then the payment password, then in
     * one transaction under the member's row lock the daily count, the order and the hold. A short
     * balance refuses it whole (`insufficient_balance`, no order). The same `requestId` answers the
     * first order.
     */
    request: async (
      memberId: number,
      input: { requestId: string; amount: bigint; bankAccountId: number; paymentPassword: string },
      language: Language,
    ): Promise<WithdrawalOrder> => {
      const [settings, { timeZone }] = await Promise.all([settingsOf(memberId), system.getSiteSetting()]);
      const [account] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, input.bankAccountId), eq(bankAccounts.memberId, memberId)));
      if (!account) throw fieldError({ bankAccountId: validationText('unknownOption', language) });

      const [earlier] = await db
        .select()
        .from(withdrawalOrders)
        .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, input.requestId)));
      if (earlier) {
        if (earlier.amount !== input.amount || earlier.bankAccountId !== account.id) {
          throw new AppError('idempotency_conflict');
        }
        return orderView(earlier, account, timeZone);
      }
      assertAmountWithin(input.amount, minor(settings.minAmount), minor(settings.maxAmount), language);
      const verifiedHash = await checkPaymentPassword(memberId, input.paymentPassword);

      const order = await db.transaction(async (tx) => {
        await confirmPasswordUnderLock(tx, memberId, verifiedHash);
        const [replayed] = await tx
          .select()
          .from(withdrawalOrders)
          .where(
            and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, input.requestId)),
          );
        if (replayed) return replayed;
        if ((await countToday(tx, memberId, timeZone)) >= settings.dailyCount) {
          throw new AppError('withdrawal_daily_limit');
        }
        // Under the member's row lock: a bonus claimed meanwhile is seen with its requirement.
        const turnover = await deps.withdrawable?.(tx, memberId);
        if (turnover && turnover.locked > 0n && input.amount > turnover.withdrawable) {
          throw new AppError('withdrawal_turnover_unmet', {
            value: { withdrawable: formatMinorUnits(turnover.withdrawable) },
          });
        }
        await wallet.openMemberWallet(
          tx,
          memberId,
          (await wallet.getMainBalance(memberId, tx)).currency,
          'HOLD',
        );
        const [created] = await tx
          .insert(withdrawalOrders)
          .values({
            memberId,
            requestId: input.requestId,
            amount: input.amount,
            bankAccountId: account.id,
            // The day limit counts requests by this time, so it is the clock's too.
            createdAt: clock.now(),
          })
          .returning();
        if (!created) throw new Error('withdrawal insert returned no row');
        await ledger.transfer(
          {
            idempotencyKey: `withdrawal:${created.id}:hold`,
            from: { memberId, kind: 'MAIN' },
            to: { memberId, kind: 'HOLD' },
            amount: input.amount,
            type: 'WITHDRAWAL',
            metadata: { orderNo: formatOrderNo(ORDER_PREFIX.WITHDRAWAL, created.id), step: 'HOLD' },
          },
          tx,
        );
        return created;
      });
      return orderView(order, account, timeZone);
    },

    listOrders: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      const { timeZone } = await system.getSiteSetting();
      const where = eq(withdrawalOrders.memberId, memberId);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(withdrawalOrders).where(where),
        db
          .select({ order: withdrawalOrders, account: bankAccounts })
          .from(withdrawalOrders)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawalOrders.bankAccountId))
          .where(where)
          .orderBy(desc(withdrawalOrders.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
      ]);
      const n = total[0]?.n ?? 0;
      return {
        list: rows.map((row) => orderView(row.order, row.account, timeZone)),
        total: n,
        totalPages: Math.ceil(n / page.pageSize),
      };
    },

    approve: (actor: Actor, orderId: number, memo: string | null) =>
      decide(actor, orderId, { approve: true, reason: null, memo }),
    reject: (actor: Actor, orderId: number, reason: string, memo: string | null) =>
      decide(actor, orderId, { approve: false, reason, memo }),

    getSettings: () => system.getWithdrawalSetting(),

    setSettings: async (
      actor: Actor,
      input: { minAmount: bigint; maxAmount: bigint; dailyCount: number },
    ) => {
      const next: WithdrawalSettings = {
        minAmount: formatMinorUnits(input.minAmount),
        maxAmount: formatMinorUnits(input.maxAmount),
        dailyCount: input.dailyCount,
      };
      const before = await system.getWithdrawalSetting();
      await db.transaction(async (tx) => {
        await system.setWithdrawalSetting(next, tx);
        await audit.record(tx, actor, {
          action: 'setting.withdrawal',
          targetType: 'setting',
          targetId: 'withdrawal',
          before,
          after: next,
        });
      });
      return next;
    },

    /** The console's withdrawal queue, with the full account number staff pay to. */
    listQueue: async (query: WithdrawalQueueQuery) => {
      const { timeZone } = await system.getSiteSetting();
      const filters: SQL[] = [...dayRange(withdrawalOrders.createdAt, query, timeZone)];
      if (query.status) filters.push(eq(withdrawalOrders.status, query.status));
      if (query.account)
        filters.push(inArray(withdrawalOrders.memberId, members.idsWithUsernameLike(query.account)));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(withdrawalOrders).where(where),
        db
          .select({ order: withdrawalOrders, account: bankAccounts })
          .from(withdrawalOrders)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawalOrders.bankAccountId))
          .where(where)
          .orderBy(desc(withdrawalOrders.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
      ]);
      const n = total[0]?.n ?? 0;
      const names = await findQueueNames(
        deps,
        rows.map((row) => row.order),
      );
      const list: WithdrawalQueueRow[] = rows.map((row) => ({
        id: row.order.id,
        orderNo: formatOrderNo(ORDER_PREFIX.WITHDRAWAL, row.order.id),
        memberId: row.order.memberId,
        account: names.account(row.order),
        amount: formatMinorUnits(row.order.amount),
        status: row.order.status,
        bankName: row.account.bankName,
        accountName: row.account.accountName,
        accountNumber: row.account.accountNumber,
        reason: row.order.reason,
        memo: row.order.staffMemo,
        decidedBy: names.decidedBy(row.order),
        createdAt: formatTimestamp(row.order.createdAt, timeZone),
        decidedAt: row.order.decidedAt ? formatTimestamp(row.order.decidedAt, timeZone) : null,
      }));
      return { list, total: n, totalPages: Math.ceil(n / query.pageSize) };
    },
  };
};
