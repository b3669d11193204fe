import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { formatAmount, parseAmount } from '../api/amounts.ts';
import type { LotteryOrderView, PlaceLotteryOrder, PlacedLotteryOrders } from '../api/schemas.ts';
import { LotteryBetError, orderCost, type BetUnit } from '../engine/lottery/bets.ts';
import {
  betTypesOf,
  expandLotteryBet,
  findLotteryGame,
  lotteryDraws,
  settleLotteryBet,
  unitKeyOf,
  type LotteryBetType,
  type LotteryGame,
} from '../engine/lottery/games.ts';
import { payoutOf } from '../engine/money.ts';
import type { HouseDatabase, HouseTransaction as Transaction } from './db.ts';
import { HouseError, isUniqueViolation } from './errors.ts';
import type { LotteryDraws } from './lottery-draws.ts';
import { formatOdds, lotterySettingsOf } from './lottery-settings.ts';
import { PlatformRefusal, type PlatformClient } from './platform-client.ts';
import type { SessionAccess, SessionRow } from './session-access.ts';
import {
  houseLotteryDraws,
  houseLotteryExposure,
  houseLotteryOrders,
  type LotteryOrderStatus,
} from './tables.ts';

type OrderRow = typeof houseLotteryOrders.$inferSelect;

/** An order still PENDING after this lost its placement between the order and the stake. */
const PENDING_GRACE_MS = 30_000;
/** Orders one settlement pass fixes the payout of. */
const SETTLE_BATCH = 200;
/** Rollbacks a draw's cancellation sends at once. */
const REFUND_PARALLEL = 8;

/** What the player reads of each status: an order is processing until its draw or cancel ends it. */
const STATUS_VIEW: Record<LotteryOrderStatus, LotteryOrderView['status']> = {
  PENDING: 'PROCESSING',
  PLACED: 'PROCESSING',
  SETTLING: 'PROCESSING',
  CANCELLING: 'PROCESSING',
  WON: 'WON',
  LOST: 'LOST',
  CANCELLED: 'CANCELLED',
  REFUSED: 'CANCELLED',
};

const orderView = (row: OrderRow): LotteryOrderView => ({
  id: row.id,
  gameId: row.gameId,
  drawNo: row.drawNo,
  followId: row.followId,
  betType: row.betType,
  picks: row.picks,
  units: row.units,
  stakePerUnit: formatAmount(row.stakePerUnit),
  amount: formatAmount(row.amount),
  odds: formatOdds(row.odds),
  status: STATUS_VIEW[row.status],
  cancelledBy: row.cancelledBy,
  payout: row.payout === null ? null : formatAmount(row.payout),
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

const gameOf = (gameId: string): LotteryGame => {
  const game = findLotteryGame(gameId);
  if (!game) throw new HouseError('game_not_found');
  return game;
};

/** The units of a stored order (its picks were expanded once already, at placement). */
const unitsOf = (row: OrderRow): BetUnit[] =>
  expandLotteryBet(gameOf(row.gameId), { type: row.betType, picks: row.picks });

/**
 * Lottery orders: placed on the open draw (and the next ones when following), their stakes taken by
 * the platform's bet call one order at a time, paid when their draw settles, refunded by a rollback
 * when cancelled. Every platform call carries an id of the order, so a retry, a second instance or
 * a restart after a crash moves the money once: the platform answers a repeated id with its first
 * answer.
 */
export const createLotteryOrders = ({
  db,
  platform,
  clock,
  access,
  draws,
  log,
}: {
  db: HouseDatabase;
  platform: PlatformClient;
  clock: () => Date;
  access: SessionAccess;
  draws: LotteryDraws;
  log?: { warn(details: object, message: string): void } | undefined;
}) => {
  const setStatus = (
    tx: HouseDatabase | Transaction,
    row: OrderRow,
    from: LotteryOrderStatus,
    fields: Partial<OrderRow> & { status: LotteryOrderStatus },
  ) =>
    tx
      .update(houseLotteryOrders)
      .set({ ...fields, updatedAt: clock() })
      .where(and(eq(houseLotteryOrders.id, row.id), eq(houseLotteryOrders.status, from)))
      .returning();

  /**
   * Adds the order's units to its draw's exposure; a number past the bet type's limit refuses the
   * order. The numbers are taken in key order, so two orders on the same numbers never wait on each
   * other in a circle (no deadlock).
   */
  const addExposure = async (
    tx: Transaction,
    row: OrderRow,
    type: LotteryBetType,
    units: BetUnit[],
    maxExposure: bigint,
  ) => {
    const perHit = payoutOf(row.stakePerUnit, row.odds);
    if (perHit > maxExposure) throw new HouseError('sold_out');
    const keys = units.map((unit) => unitKeyOf(type, unit)).sort();
    for (const unitKey of keys) {
      const [taken] = await tx
        .insert(houseLotteryExposure)
        .values({ gameId: row.gameId, drawNo: row.drawNo, unitKey, payout: perHit })
        .onConflictDoUpdate({
          target: [houseLotteryExposure.gameId, houseLotteryExposure.drawNo, houseLotteryExposure.unitKey],
          set: { payout: sql`${houseLotteryExposure.payout} + ${perHit}` },
          setWhere: sql`${houseLotteryExposure.payout} + ${perHit} <= ${maxExposure}`,
        })
        .returning();
      if (!taken) throw new HouseError('sold_out');
    }
  };

  /** Takes the order's units off its draw's exposure, in key order as they were added. */
  const releaseExposure = async (tx: Transaction, row: OrderRow) => {
    const perHit = payoutOf(row.stakePerUnit, row.odds);
    const keys = unitsOf(row)
      .map((unit) => unitKeyOf(row.betType as LotteryBetType, unit))
      .sort();
    for (const unitKey of keys) {
      await tx
        .update(houseLotteryExposure)
        .set({ payout: sql`${houseLotteryExposure.payout} - ${perHit}` })
        .where(
          and(
            eq(houseLotteryExposure.gameId, row.gameId),
            eq(houseLotteryExposure.drawNo, row.drawNo),
            eq(houseLotteryExposure.unitKey, unitKey),
          ),
        );
    }
  };

  /** Ends an order that took no stake (REFUSED) or gave it back (CANCELLED), freeing its exposure. */
  const close = (
    row: OrderRow,
    from: LotteryOrderStatus,
    fields: Partial<OrderRow> & { status: LotteryOrderStatus },
  ) =>
    db.transaction(async (tx) => {
      const [closed] = await setStatus(tx, row, from, { ...fields, settledAt: clock() });
      if (closed) await releaseExposure(tx, row);
      return closed;
    });

  /** Sends the rollback of the order's stake (the platform refunds it if it took it) and closes it. */
  const refund = async (row: OrderRow): Promise<string | null> => {
    const balance = await platform.refundBet({
      playerId: row.playerId,
      roundId: row.id,
      gameCode: row.gameId,
    });
    await close(row, 'CANCELLING', { status: 'CANCELLED' });
    return balance;
  };

  /** Marks an order cancelled by `by` and refunds it; answers the balance after, when the platform said. */
  const cancelOrder = async (row: OrderRow, from: LotteryOrderStatus, by: 'PLAYER' | 'SYSTEM') => {
    const [cancelling] = await setStatus(db, row, from, { status: 'CANCELLING', cancelledBy: by });
    return cancelling ? refund(cancelling) : null;
  };

  /** Sends the order's win (0 for a loss; the same transaction id every time) and closes it. */
  const sendWin = async (row: OrderRow) => {
    await platform.win({
      playerId: row.playerId,
      transactionId: `${row.id}:win`,
      roundId: row.id,
      gameCode: row.gameId,
      amount: formatAmount(row.payout ?? 0n),
      currency: row.currency,
    });
    await setStatus(db, row, 'SETTLING', {
      status: (row.payout ?? 0n) > 0n ? 'WON' : 'LOST',
      settledAt: clock(),
    });
  };

  const ordersOfRequest = (playerId: string, requestId: string) =>
    db
      .select()
      .from(houseLotteryOrders)
      .where(and(eq(houseLotteryOrders.playerId, playerId), eq(houseLotteryOrders.requestId, requestId)))
      .orderBy(houseLotteryOrders.drawNo);

  /** Takes each new order's stake in draw order; a refusal cancels the whole placement. */
  const takeStakes = async (session: SessionRow, rows: OrderRow[]): Promise<string> => {
    let balance = '';
    for (const [index, row] of rows.entries()) {
      try {
        const answer = await platform.bet({
          sessionId: session.platformSessionId,
          playerId: row.playerId,
          transactionId: `${row.id}:bet`,
          roundId: row.id,
          gameCode: row.gameId,
          amount: formatAmount(row.amount),
          currency: row.currency,
          drawNo: row.drawNo,
        });
        balance = answer.balance;
        await setStatus(db, row, 'PENDING', { status: 'PLACED' });
      } catch (error) {
        // All or nothing: the orders staked already are refunded; the refused one and those after it
        // took nothing. After an unknown answer they stay PENDING: recovery refunds them if need be.
        for (const placed of rows.slice(0, index)) await cancelOrder(placed, 'PLACED', 'SYSTEM');
        if (error instanceof PlatformRefusal) {
          for (const refused of rows.slice(index))
            await close(refused, 'PENDING', { status: 'REFUSED', cancelledBy: 'SYSTEM' });
        }
        throw access.refusalOf(error);
      }
    }
    return balance;
  };

  const place = async (token: string | undefined, input: PlaceLotteryOrder): Promise<PlacedLotteryOrders> => {
    const session = await access.sessionOf(token);
    const game = gameOf(input.gameId);
    if (!betTypesOf(game).includes(input.bet.type as LotteryBetType)) throw new HouseError('bet_invalid');
    const type = input.bet.type as LotteryBetType;
    let units: BetUnit[];
    try {
      units = expandLotteryBet(game, input.bet);
    } catch (error) {
      if (!(error instanceof LotteryBetError)) throw error;
      throw new HouseError(error.problem === 'TOO_MANY_UNITS' ? 'too_many_units' : 'bet_invalid');
    }
    const stake = parseAmount(input.stakePerUnit);
    if (stake === null) throw new HouseError('stake_out_of_range');
    const replay = async (rows: OrderRow[]): Promise<PlacedLotteryOrders> => ({
      orders: rows.map(orderView),
      balance: await access.balanceOf(session),
    });
    const existing = await ordersOfRequest(session.playerId, input.requestId);
    if (existing.length > 0) return replay(existing);

    await draws.ensure(game);
    const windows = lotteryDraws(game, clock().getTime(), input.follow?.draws ?? 1);
    const followId = windows.length > 1 ? randomUUID() : null;
    const now = clock();
    const orderRows = (odds: OrderRow['odds']): OrderRow[] =>
      windows.map((window) => ({
        id: randomUUID(),
        playerId: session.playerId,
        platformSessionId: session.platformSessionId,
        gameId: game.gameId,
        drawNo: window.drawNo,
        requestId: input.requestId,
        followId,
        stopOnWin: input.follow?.stopOnWin ?? false,
        betType: type,
        picks: input.bet.picks.map((row) => [...row]),
        units: units.length,
        stakePerUnit: stake,
        amount: orderCost(units, stake),
        odds,
        currency: session.currency,
        demo: session.demo,
        status: 'PENDING',
        cancelledBy: null,
        payout: null,
        createdAt: now,
        updatedAt: now,
        settledAt: null,
      }));
    let rows: OrderRow[];
    try {
      rows = await db.transaction(async (tx) => {
        // The operator's figures as they are now: a change on any instance applies to this order.
        const settings = (await lotterySettingsOf(tx, game, type))[0]!;
        if (stake < settings.minStake || stake > settings.maxStake)
          throw new HouseError('stake_out_of_range');
        // The draws stay open until the orders are in: a staff cancellation waits for this lock.
        const open = await tx
          .select({ status: houseLotteryDraws.status })
          .from(houseLotteryDraws)
          .where(
            and(
              eq(houseLotteryDraws.gameId, game.gameId),
              inArray(
                houseLotteryDraws.drawNo,
                windows.map((window) => window.drawNo),
              ),
            ),
          )
          .for('share');
        if (open.some((draw) => draw.status === 'CANCELLED')) throw new HouseError('draw_cancelled');
        if (open.length !== windows.length || open.some((draw) => draw.status !== 'OPEN'))
          throw new HouseError('draw_closed');
        const placing = orderRows(settings.odds);
        await tx.insert(houseLotteryOrders).values(placing);
        for (const row of placing) await addExposure(tx, row, type, units, settings.maxExposure);
        return placing;
      });
    } catch (error) {
      // The same placement sent twice at once: the first one's orders answer both.
      if (isUniqueViolation(error, 'house_lottery_orders_request_idx')) {
        return replay(await ordersOfRequest(session.playerId, input.requestId));
      }
      throw error;
    }
    const balance = await takeStakes(session, rows);
    const placed = await ordersOfRequest(session.playerId, input.requestId);
    return { orders: placed.map(orderView), balance };
  };

  const cancel = async (token: string | undefined, orderId: string): Promise<PlacedLotteryOrders> => {
    const session = await access.sessionOf(token);
    const [row] = await db
      .select()
      .from(houseLotteryOrders)
      .where(and(eq(houseLotteryOrders.id, orderId), eq(houseLotteryOrders.playerId, session.playerId)));
    if (!row) throw new HouseError('order_not_found');
    // Only while its draw takes bets: the same statement checks the order's status and the draw's close.
    const [cancelling] = await db
      .update(houseLotteryOrders)
      .set({ status: 'CANCELLING', cancelledBy: 'PLAYER', updatedAt: clock() })
      .where(
        and(
          eq(houseLotteryOrders.id, row.id),
          eq(houseLotteryOrders.status, 'PLACED'),
          sql`exists (select 1 from ${houseLotteryDraws} where ${houseLotteryDraws.gameId} = ${row.gameId}
            and ${houseLotteryDraws.drawNo} = ${row.drawNo} and ${houseLotteryDraws.closesAt} > ${clock()})`,
        ),
      )
      .returning();
    if (!cancelling) throw new HouseError(row.status === 'PLACED' ? 'draw_closed' : 'order_closed');
    let balance: string | null;
    try {
      balance = await refund(cancelling);
    } catch (error) {
      throw access.refusalOf(error);
    }
    const [after] = await db.select().from(houseLotteryOrders).where(eq(houseLotteryOrders.id, row.id));
    return { orders: [orderView(after!)], balance: balance ?? (await access.balanceOf(session)) };
  };

  /** When a following order wins and the player asked so, its orders on draws not yet drawn are refunded. */
  const stopFollow = async (row: OrderRow) => {
    if (!row.stopOnWin || row.followId === null || (row.payout ?? 0n) === 0n) return;
    const waiting = await db
      .select({ order: houseLotteryOrders })
      .from(houseLotteryOrders)
      .innerJoin(
        houseLotteryDraws,
        and(
          eq(houseLotteryDraws.gameId, houseLotteryOrders.gameId),
          eq(houseLotteryDraws.drawNo, houseLotteryOrders.drawNo),
        ),
      )
      .where(
        and(
          eq(houseLotteryOrders.followId, row.followId),
          eq(houseLotteryOrders.status, 'PLACED'),
          eq(houseLotteryDraws.status, 'OPEN'),
        ),
      );
    for (const { order } of waiting) await cancelOrder(order, 'PLACED', 'SYSTEM');
  };

  /**
   * Settles drawn draws: each order's payout is fixed (PLACED → SETTLING, claimed with skip locked so
   * two instances never fix the same order), then its win is sent. A draw with no order left to
   * settle is SETTLED.
   */
  const settleDrawn = async () => {
    const drawn = await db.select().from(houseLotteryDraws).where(eq(houseLotteryDraws.status, 'DRAWN'));
    for (const draw of drawn) {
      const game = findLotteryGame(draw.gameId);
      if (!game) continue;
      for (;;) {
        const fixed = await db.transaction(async (tx) => {
          const claimed = await tx
            .select()
            .from(houseLotteryOrders)
            .where(
              and(
                eq(houseLotteryOrders.gameId, draw.gameId),
                eq(houseLotteryOrders.drawNo, draw.drawNo),
                eq(houseLotteryOrders.status, 'PLACED'),
              ),
            )
            .limit(SETTLE_BATCH)
            .for('update', { skipLocked: true });
          const settling: OrderRow[] = [];
          for (const row of claimed) {
            const { payout } = settleLotteryBet(
              game,
              row.betType as LotteryBetType,
              unitsOf(row),
              row.stakePerUnit,
              row.odds,
              draw.result,
            );
            const [updated] = await setStatus(tx, row, 'PLACED', { status: 'SETTLING', payout });
            if (updated) settling.push(updated);
          }
          return settling;
        });
        for (const row of fixed) {
          try {
            await sendWin(row);
            await stopFollow(row);
          } catch (error) {
            log?.warn({ err: error, orderId: row.id }, 'lottery win not acknowledged; retried by recovery');
          }
        }
        if (fixed.length < SETTLE_BATCH) break;
      }
      await db
        .update(houseLotteryDraws)
        .set({ status: 'SETTLED' })
        .where(
          and(
            eq(houseLotteryDraws.gameId, draw.gameId),
            eq(houseLotteryDraws.drawNo, draw.drawNo),
            eq(houseLotteryDraws.status, 'DRAWN'),
            sql`not exists (select 1 from ${houseLotteryOrders} where ${houseLotteryOrders.gameId} = ${draw.gameId}
              and ${houseLotteryOrders.drawNo} = ${draw.drawNo}
              and ${houseLotteryOrders.status} in ('PENDING', 'PLACED', 'SETTLING', 'CANCELLING'))`,
          ),
        );
    }
  };

  /**
   * Finishes what a crash or a lost answer left: sends the wins of orders whose payout is fixed,
   * the rollbacks of cancellations, and refunds orders stuck between the order and the stake.
   */
  const recover = async () => {
    const stuck = await db
      .select()
      .from(houseLotteryOrders)
      .where(
        or(
          inArray(houseLotteryOrders.status, ['SETTLING', 'CANCELLING']),
          and(
            eq(houseLotteryOrders.status, 'PENDING'),
            lt(houseLotteryOrders.updatedAt, new Date(clock().getTime() - PENDING_GRACE_MS)),
          ),
        ),
      )
      .limit(100);
    for (const row of stuck) {
      try {
        if (row.status === 'SETTLING') await sendWin(row);
        else if (row.status === 'CANCELLING') await refund(row);
        else await cancelOrder(row, 'PENDING', 'SYSTEM');
      } catch (error) {
        log?.warn({ err: error, orderId: row.id }, 'lottery order recovery failed; retried later');
      }
    }
  };

  /**
   * The orders of a draw staff cancel, in the caller's transaction holding the draw's row: each
   * waiting order is marked CANCELLING by SYSTEM (recovery sends its rollback if this instance stops
   * before `refundCancelled` does) and the draw's exposure is dropped. Answers the orders to refund.
   */
  const cancelDrawOrders = async (tx: Transaction, gameId: string, drawNo: string) => {
    const cancelling = await tx
      .update(houseLotteryOrders)
      .set({ status: 'CANCELLING', cancelledBy: 'SYSTEM', updatedAt: clock() })
      .where(
        and(
          eq(houseLotteryOrders.gameId, gameId),
          eq(houseLotteryOrders.drawNo, drawNo),
          inArray(houseLotteryOrders.status, ['PENDING', 'PLACED']),
        ),
      )
      .returning();
    await tx
      .delete(houseLotteryExposure)
      .where(and(eq(houseLotteryExposure.gameId, gameId), eq(houseLotteryExposure.drawNo, drawNo)));
    return cancelling;
  };

  /** Sends the rollbacks of cancelling orders, a few at once; a failure is left to recovery. */
  const refundCancelled = async (rows: OrderRow[]) => {
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row !== undefined; row = queue.shift()) {
        try {
          await refund(row);
        } catch (error) {
          log?.warn({ err: error, orderId: row.id }, 'lottery refund not acknowledged; retried by recovery');
        }
      }
    };
    await Promise.all(Array.from({ length: REFUND_PARALLEL }, worker));
  };

  return {
    place,
    cancel,
    cancelDrawOrders,
    refundCancelled,

    /** The player's orders, newest first (a game's only when named). */
    list: async (token: string | undefined, query: { gameId?: string | undefined; limit: number }) => {
      const session = await access.sessionOf(token);
      const rows = await db
        .select()
        .from(houseLotteryOrders)
        .where(
          and(
            eq(houseLotteryOrders.playerId, session.playerId),
            query.gameId === undefined ? undefined : eq(houseLotteryOrders.gameId, query.gameId),
            sql`${houseLotteryOrders.status} <> 'REFUSED'`,
          ),
        )
        .orderBy(desc(houseLotteryOrders.createdAt), houseLotteryOrders.drawNo)
        .limit(query.limit);
      return rows.map(orderView);
    },

    /** The settlement job: settles drawn draws, then finishes interrupted orders. */
    settle: async () => {
      await settleDrawn();
      await recover();
    },
  };
};
export type LotteryOrders = ReturnType<typeof createLotteryOrders>;
