import { and, eq, sql } from 'drizzle-orm';
import {
  GAME_CATEGORIES,
  MODULE_ID,
  formatMinorUnits,
  parseMinorUnits,
  type PointsPurchaseRequest,
  type PointsPurchaseResult,
  type PointsRate,
  type PointsRates,
} from '@platform/contract';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { Clock } from '../../../platform/clock.ts';
import { queryRows, type Database, type Executor } from '../../../platform/db/client.ts';
import type { EventsService } from '../../../platform/events/service.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import type { WithdrawalService } from '../../wallet/withdrawal-service.ts';
import type { PointsLedger } from '../ledger.ts';
import { pointsEarningBuckets, pointsPurchases, pointsRates } from './tables.ts';

export const POINTS_EARNING_CONSUMER = 'points-earning';

/** The bucket source of deposits; valid bets use their game category. */
export const DEPOSIT_SOURCE = 'DEPOSIT';

/** Before the operator sets them: nothing earns points and buying is closed. */
const NO_RATE: PointsRate = { unit: '100.00', points: 0 };
export const DEFAULT_POINTS_RATES: PointsRates = {
  bet: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, NO_RATE])) as PointsRates['bet'],
  deposit: NO_RATE,
  purchase: { enabled: false, price: '1.00', minPoints: 1, maxPoints: 100_000 },
};

const minorOf = (text: string) => {
  const minor = parseMinorUnits(text);
  if (minor === undefined || minor <= 0n)
    throw new Error(`stored points rate money "${text}" is not positive`);
  return minor;
};

/** The points a bucket has earned: floor(base × points / unit). */
export const earnedPoints = (base: bigint, rate: { unit: bigint; points: number }) =>
  (base * BigInt(rate.points)) / rate.unit;

type PurchaseRow = typeof pointsPurchases.$inferSelect;

export type PointsEarning = ReturnType<typeof createPointsEarning>;

/**
 * Earning and buying points (issue 26). The `points-earning` consumer counts each member's valid
 * bets per game category (round.settled) and deposits (deposit.credited) per merchant day into
 * buckets and credits each bucket's new whole points (key `earn:<bucketId>:<total>`, unique because a
 * bucket's total only grows); buying moves cash from the main wallet to the operator's POINTS_MALL
 * account and credits the points in one transaction, once per request id.
 */
export const createPointsEarning = ({
  db,
  points,
  ledger,
  wallet,
  events,
  system,
  audit,
  withdrawals,
  withdrawable,
  clock,
}: {
  db: Database;
  points: PointsLedger;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'getMainBalance'>;
  events: EventsService;
  system: SystemService;
  audit: AuditService;
  withdrawals: Pick<WithdrawalService, 'verifyPaymentPassword' | 'confirmPaymentPasswordUnderLock'>;
  /** What the member may spend now (bonus under a turnover requirement is locked), in the caller's transaction. */
  withdrawable: (executor: Executor, memberId: number) => Promise<{ locked: bigint; withdrawable: bigint }>;
  clock: Clock;
}) => {
  const readRates = async (executor: Executor = db): Promise<PointsRates> => {
    const [row] = await executor.select().from(pointsRates).where(eq(pointsRates.id, 1));
    if (!row) return DEFAULT_POINTS_RATES;
    return {
      bet: { ...DEFAULT_POINTS_RATES.bet, ...row.bet },
      deposit: row.deposit,
      purchase: row.purchase,
    };
  };

  /** The merchant's time zone, read before a batch (a batch's transaction reads nothing outside it). */
  let timeZone = 'UTC';
  const refreshZone = async () => {
    timeZone = (await system.getSiteSetting()).timeZone;
  };

  const consumer = events.consumer({
    name: POINTS_EARNING_CONSUMER,
    apply: async (tx, batch) => {
      const rates = await readRates(tx);
      const groups = await queryRows<{
        member_id: string | number;
        day: string;
        source: string;
        amount: string;
      }>(
        tx,
        sql`
        select member_id, (occurred_at at time zone ${timeZone})::date::text as day,
          case when type = 'deposit.credited' then ${DEPOSIT_SOURCE} else payload->>'category' end as source,
          sum(case when type = 'deposit.credited' then (payload->>'amount')::numeric
            else (payload->>'validBet')::numeric end)::text as amount
        from domain_events
        where ${batch.range} and type in ('round.settled', 'deposit.credited') and member_id is not null
        group by 1, 2, 3
        order by 1, 2, 3`,
      );
      for (const group of groups) {
        const memberId = Number(group.member_id);
        const amount = BigInt(group.amount);
        if (amount <= 0n) continue;
        const rate =
          group.source === DEPOSIT_SOURCE
            ? rates.deposit
            : rates.bet[group.source as keyof PointsRates['bet']];
        // A source without a rate opens no bucket: it earns from the first event applied once it has one.
        const [existing] = await tx
          .select({ id: pointsEarningBuckets.id })
          .from(pointsEarningBuckets)
          .where(
            and(
              eq(pointsEarningBuckets.memberId, memberId),
              eq(pointsEarningBuckets.day, group.day),
              eq(pointsEarningBuckets.source, group.source),
            ),
          );
        if (!existing && (!rate || rate.points === 0)) continue;
        const [bucket] = await tx
          .insert(pointsEarningBuckets)
          .values({
            memberId,
            day: group.day,
            source: group.source,
            base: amount,
            unit: rate ? minorOf(rate.unit) : 1n,
            points: rate?.points ?? 1,
          })
          .onConflictDoUpdate({
            target: [pointsEarningBuckets.memberId, pointsEarningBuckets.day, pointsEarningBuckets.source],
            set: { base: sql`${pointsEarningBuckets.base} + excluded.base` },
          })
          .returning();
        if (!bucket) throw new Error(`points bucket of member ${memberId} was not written`);
        const total = earnedPoints(bucket.base, bucket);
        if (total <= bucket.credited) continue;
        await points.credit(tx, {
          memberId,
          points: total - bucket.credited,
          key: `earn:${bucket.id}:${total}`,
          reason: group.source === DEPOSIT_SOURCE ? 'EARN_DEPOSIT' : 'EARN_BET',
          metadata: { bucketId: bucket.id, day: bucket.day, source: bucket.source },
        });
        await tx
          .update(pointsEarningBuckets)
          .set({ credited: total })
          .where(eq(pointsEarningBuckets.id, bucket.id));
      }
    },
    // The buckets count again from 0; what they were credited stays, so nothing is credited twice.
    reset: async (tx) => {
      await tx.update(pointsEarningBuckets).set({ base: 0n });
    },
  });

  const resultOf = async (
    row: PurchaseRow,
    replayed: boolean,
    balance?: bigint,
  ): Promise<PointsPurchaseResult> => {
    const [main, pointsBalance] = await Promise.all([
      balance === undefined ? wallet.getMainBalance(row.memberId).then((main) => main.balance) : balance,
      points.balance(row.memberId),
    ]);
    return {
      points: String(row.points),
      cost: formatMinorUnits(row.cost),
      balance: formatMinorUnits(main),
      pointsBalance: String(pointsBalance),
      replayed,
    };
  };

  const findEarlier = async (executor: Executor, memberId: number, requestId: string) => {
    const [row] = await executor
      .select()
      .from(pointsPurchases)
      .where(and(eq(pointsPurchases.memberId, memberId), eq(pointsPurchases.requestId, requestId)));
    return row;
  };

  /** The same request id answers the first purchase, if it asked for the same number of points. */
  const replay = (row: PurchaseRow, request: PointsPurchaseRequest) => {
    if (row.points !== BigInt(request.points)) throw new AppError('idempotency_conflict');
    return resultOf(row, true);
  };

  return {
    drain: async () => {
      await refreshZone();
      return consumer.drain();
    },
    /** Counts every event again (repair); credits only what a bucket earns beyond what it was given. */
    replay: async () => {
      await refreshZone();
      return consumer.replay();
    },
    rates: () => readRates(),

    /** Saves the rates with their audit entry (`points.rates`, before and after) in one transaction. */
    saveRates: async (actor: Actor, next: PointsRates): Promise<PointsRates> => {
      await db.transaction(async (tx) => {
        const before = await readRates(tx);
        const values = { ...next, updatedAt: clock.now() };
        await tx
          .insert(pointsRates)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: pointsRates.id, set: values });
        await audit.record(tx, actor, {
          action: 'points.rates',
          targetType: 'points_rates',
          targetId: 1,
          before,
          after: next,
        });
      });
      return readRates();
    },

    /** Buys points with cash from the main wallet (POINTS switch on, buying open, within the limits). */
    buy: async (memberId: number, request: PointsPurchaseRequest): Promise<PointsPurchaseResult> => {
      if (!(await system.getFeatures())[MODULE_ID.POINTS]) throw new AppError('feature_disabled');
      const earlier = await findEarlier(db, memberId, request.requestId);
      if (earlier) return replay(earlier, request);
      const { purchase } = await readRates();
      if (!purchase.enabled) throw new AppError('points_purchase_closed');
      if (request.points < purchase.minPoints || request.points > purchase.maxPoints) {
        throw new AppError('points_purchase_limit', {
          value: { minPoints: purchase.minPoints, maxPoints: purchase.maxPoints },
        });
      }
      const price = minorOf(purchase.price);
      const bought = BigInt(request.points);
      const cost = bought * price;
      const verifiedHash = await withdrawals.verifyPaymentPassword(memberId, request.paymentPassword);
      const done = await db.transaction(async (tx) => {
        // The member's row lock: one money request of the member at a time, the password still current.
        await withdrawals.confirmPaymentPasswordUnderLock(tx, memberId, verifiedHash);
        const replayed = await findEarlier(tx, memberId, request.requestId);
        if (replayed) return { kind: 'replayed' as const, row: replayed };
        const spendable = await withdrawable(tx, memberId);
        if (cost > spendable.withdrawable) {
          if (spendable.locked > 0n) {
            throw new AppError('points_purchase_turnover_unmet', {
              value: { withdrawable: formatMinorUnits(spendable.withdrawable) },
            });
          }
          throw new AppError('insufficient_balance');
        }
        const moved = await ledger.transfer(
          {
            idempotencyKey: `points-purchase:${memberId}:${request.requestId}`,
            from: { memberId, kind: 'MAIN' },
            to: { operator: 'POINTS_MALL' },
            amount: cost,
            type: 'POINTS_PURCHASE',
            metadata: { points: String(bought), price: String(price) },
          },
          tx,
        );
        if (moved.replayed)
          throw new Error(`points purchase ${request.requestId} of member ${memberId} moved twice`);
        const credited = await points.credit(tx, {
          memberId,
          points: bought,
          key: `purchase:${moved.transfer.id}`,
          reason: 'PURCHASE',
          metadata: { transferId: moved.transfer.id },
        });
        const [row] = await tx
          .insert(pointsPurchases)
          .values({
            memberId,
            requestId: request.requestId,
            points: bought,
            price,
            cost,
            transferId: moved.transfer.id,
            pointsTransferId: credited.transfer.id,
            createdAt: clock.now(),
          })
          .returning();
        if (!row) throw new Error('points purchase insert returned no row');
        return { kind: 'bought' as const, row, balance: moved.balances.from };
      });
      if (done.kind === 'replayed') return replay(done.row, request);
      return resultOf(done.row, false, done.balance);
    },
  };
};
