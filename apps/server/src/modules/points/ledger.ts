import { isDeepStrictEqual } from 'node:util';
import { asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { fetchPage, type PageParams } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { TransferMetadata } from '../../platform/ledger/tables.ts';
import { pointsAccounts, pointsTransfers } from './tables.ts';

/** The most points one movement may carry: far inside bigint, anything above is a bug. */
export const MAX_POINTS_PER_TRANSFER = 1_000_000_000_000n;

export interface PointsMovement {
  memberId: number;
  /** Above zero: what the member gains (credit) or gives (debit). */
  points: bigint;
  /** Unique per movement and built from its cause (`reward:<rewardId>`, `redeem:<orderId>`). */
  key: string;
  /** Why the points moved, shown in the member's history (`REWARD`, `REDEEM`...). */
  reason: string;
  metadata?: TransferMetadata;
}

export type PointsTransferRow = typeof pointsTransfers.$inferSelect;

/** The new transfer, or the earlier one of the same key (nothing moved). */
export interface PointsResult {
  replayed: boolean;
  transfer: PointsTransferRow;
}

export interface PointsFault {
  memberId: number;
  balance: bigint;
  /** The sum of the member's transfers: what the balance should be. */
  expected: bigint;
}

export interface PointsCheck {
  accounts: number;
  transfers: number;
  faults: PointsFault[];
}

export const isPointsClean = (check: PointsCheck) => check.faults.length === 0;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The lines `npm run points:check` prints: one summary line when clean, else every account at fault. */
export const describePointsCheck = (check: PointsCheck): string[] =>
  isPointsClean(check)
    ? [
        `points:check ok: ${plural(check.accounts, 'account')}, ${plural(check.transfers, 'transfer')}; every balance equals the sum of its transfers`,
      ]
    : [
        `points:check FAILED: ${plural(check.faults.length, 'account')} at fault, ${plural(check.accounts, 'account')}, ${plural(check.transfers, 'transfer')}`,
        ...check.faults.map(
          (fault) => `member ${fault.memberId}: balance ${fault.balance}, transfers say ${fault.expected}`,
        ),
      ];

export type PointsLedger = ReturnType<typeof createPointsLedger>;

/**
 * The points ledger: a member's points move only here, each movement one append-only transfer
 * with a unique key, written in the caller's transaction together with the balance, under the
 * balance row's lock, never below zero.
 */
export const createPointsLedger = ({ db, clock }: { db: Database; clock: Clock }) => {
  const move = async (tx: Executor, input: PointsMovement, sign: 1n | -1n): Promise<PointsResult> => {
    if (input.points <= 0n || input.points > MAX_POINTS_PER_TRANSFER) {
      throw new Error(
        `a points movement must be between 1 and ${MAX_POINTS_PER_TRANSFER}, got ${input.points}`,
      );
    }
    const amount = input.points * sign;
    const metadata = input.metadata ?? {};
    await tx.insert(pointsAccounts).values({ memberId: input.memberId }).onConflictDoNothing();
    // The member's movements wait on each other here: a key used meanwhile is seen below.
    const [account] = await tx
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.memberId, input.memberId))
      .for('update');
    if (!account) throw new Error(`points account of member ${input.memberId} vanished`);
    const [earlier] = await tx
      .select()
      .from(pointsTransfers)
      .where(eq(pointsTransfers.idempotencyKey, input.key));
    if (earlier) {
      const same =
        earlier.memberId === input.memberId &&
        earlier.amount === amount &&
        earlier.reason === input.reason &&
        isDeepStrictEqual(earlier.metadata, metadata);
      if (!same) throw new AppError('idempotency_conflict');
      return { replayed: true, transfer: earlier };
    }
    const balanceAfter = account.balance + amount;
    if (balanceAfter < 0n) throw new AppError('insufficient_balance');
    const now = clock.now();
    const [transfer] = await tx
      .insert(pointsTransfers)
      .values({
        idempotencyKey: input.key,
        memberId: input.memberId,
        amount,
        balanceAfter,
        reason: input.reason,
        metadata,
        createdAt: now,
      })
      .returning();
    if (!transfer) throw new Error(`points transfer ${input.key} was not recorded`);
    await tx
      .update(pointsAccounts)
      .set({ balance: balanceAfter, updatedAt: now })
      .where(eq(pointsAccounts.memberId, input.memberId));
    return { replayed: false, transfer };
  };

  return {
    /** Adds points to a member, once per key, inside the caller's transaction. */
    credit: (tx: Executor, input: PointsMovement) => move(tx, input, 1n),

    /** Takes points from a member, once per key; `insufficient_balance` when the balance would go below zero. */
    debit: (tx: Executor, input: PointsMovement) => move(tx, input, -1n),

    /** A member's points (0 before the first movement). */
    balance: async (memberId: number): Promise<bigint> => {
      const [row] = await db
        .select({ balance: pointsAccounts.balance })
        .from(pointsAccounts)
        .where(eq(pointsAccounts.memberId, memberId));
      return row?.balance ?? 0n;
    },

    /** A member's movements, newest first. */
    history: (memberId: number, page: PageParams) => {
      const where = eq(pointsTransfers.memberId, memberId);
      return fetchPage(
        page,
        db.select().from(pointsTransfers).where(where).orderBy(desc(pointsTransfers.id)),
        db.select({ n: count() }).from(pointsTransfers).where(where),
      );
    },

    /**
     * Reconciliation, on one consistent snapshot while movements go on: every balance against the
     * sum of its transfers (a member with transfers but no account row is at fault too).
     */
    check: async (): Promise<PointsCheck> =>
      db.transaction(
        async (tx) => {
          const sums = tx
            .select({
              memberId: pointsTransfers.memberId,
              total: sum(pointsTransfers.amount).as('total'),
            })
            .from(pointsTransfers)
            .groupBy(pointsTransfers.memberId)
            .as('sums');
          const balance = sql<string>`coalesce(${pointsAccounts.balance}, 0)`;
          const expected = sql<string>`coalesce(${sums.total}, 0)`;
          const faults = await tx
            .select({
              memberId: sql<string>`coalesce(${pointsAccounts.memberId}, ${sums.memberId})`,
              balance,
              expected,
            })
            .from(pointsAccounts)
            .fullJoin(sums, eq(sums.memberId, pointsAccounts.memberId))
            .where(sql`${balance} <> ${expected}`)
            .orderBy(asc(sql`1`));
          const [accounts] = await tx.select({ n: count() }).from(pointsAccounts);
          const [transfers] = await tx.select({ n: count() }).from(pointsTransfers);
          return {
            accounts: accounts?.n ?? 0,
            transfers: transfers?.n ?? 0,
            faults: faults.map((row) => ({
              memberId: Number(row.memberId),
              balance: BigInt(row.balance),
              expected: BigInt(row.expected),
            })),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  };
};
