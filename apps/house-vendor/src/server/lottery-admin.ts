import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { decimalToMinor, formatAmount, parseAmount } from '../api/amounts.ts';
import type {
  LotteryAdminDraw,
  LotteryAdminDrawStatus,
  LotteryAdminExposure,
  LotteryAdminInput,
  LotteryAdminReportRow,
  LotteryAdminSettings,
  LotteryAdminStaff,
} from '../api/lottery-admin.ts';
import {
  betTypesOf,
  findLotteryGame,
  lotteryDraws,
  oddsOf,
  parseUnitKey,
  type LotteryBetType,
  type LotteryGame,
} from '../engine/lottery/games.ts';
import { checkVnResult, VN_LAYOUT, type VnResult } from '../engine/lottery/vn.ts';
import type { HouseDatabase } from './db.ts';
import { HouseError } from './errors.ts';
import type { LotteryDraws } from './lottery-draws.ts';
import type { LotteryOrders } from './lottery-orders.ts';
import type { LotteryResultSource } from './lottery-results.ts';
import { formatOdds, lotterySettingsOf } from './lottery-settings.ts';
import {
  houseLotteryDraws,
  houseLotteryExposure,
  houseLotteryOrders,
  houseLotterySettings,
} from './tables.ts';

type DrawRow = typeof houseLotteryDraws.$inferSelect;

/** Orders that took (or are taking) their stake and were not cancelled: the turnover. */
const LIVE = sql`${houseLotteryOrders.status} in ('PENDING', 'PLACED', 'SETTLING', 'WON', 'LOST')`;
/** Orders whose payout is fixed. */
const PAID = sql`${houseLotteryOrders.status} in ('SETTLING', 'WON', 'LOST')`;
const CANCELLED = sql`${houseLotteryOrders.status} in ('CANCELLING', 'CANCELLED')`;

/** How far back the importer asks for a Vietnamese draw's result, and how often per draw. */
const IMPORT_LOOKBACK_MS = 3 * 86_400_000;
const IMPORT_RETRY_MS = 60_000;
const IMPORT_BATCH = 20;

const gameOf = (gameId: string): LotteryGame => {
  const game = findLotteryGame(gameId);
  if (!game) throw new HouseError('game_not_found');
  return game;
};

/** A Vietnamese result in its region's tier order, or null when it is not the region's prize table. */
const checkedResult = (game: LotteryGame & { kind: 'VN' }, result: VnResult): VnResult | null => {
  try {
    checkVnResult(game.province.region, result);
  } catch {
    return null;
  }
  return Object.fromEntries(VN_LAYOUT[game.province.region].map(({ tier }) => [tier, [...result[tier]!]]));
};

/**
 * The lottery's back office, reached through the platform's signed admin calls: the operator's odds
 * and limits, the Vietnamese results (entered by one person or the importer, confirmed by another),
 * draw cancellation with every stake refunded, exposure and a report. Draw and order changes are
 * conditional updates, so two staff acting at once on several instances change a draw once.
 */
export const createLotteryAdmin = ({
  db,
  clock,
  draws,
  orders,
  log,
}: {
  db: HouseDatabase;
  clock: () => Date;
  draws: LotteryDraws;
  orders: LotteryOrders;
  log?: { warn(details: object, message: string): void } | undefined;
}) => {
  /** When this instance last asked the source for each draw's result. */
  const asked = new Map<string, number>();

  const statusOf = (row: DrawRow): LotteryAdminDrawStatus => {
    if (row.status !== 'OPEN') return row.status;
    if (row.enteredResult !== null) return 'AWAITING_CONFIRMATION';
    return row.serverSeed === null && row.drawsAt <= clock() ? 'AWAITING_RESULT' : 'OPEN';
  };

  const statusWhere = (status: LotteryAdminDrawStatus): SQL | undefined => {
    const open = eq(houseLotteryDraws.status, 'OPEN');
    switch (status) {
      case 'AWAITING_CONFIRMATION':
        return and(open, isNotNull(houseLotteryDraws.enteredResult));
      case 'AWAITING_RESULT':
        return and(
          open,
          isNull(houseLotteryDraws.enteredResult),
          isNull(houseLotteryDraws.serverSeed),
          lte(houseLotteryDraws.drawsAt, clock()),
        );
      case 'OPEN':
        return and(
          open,
          isNull(houseLotteryDraws.enteredResult),
          or(isNotNull(houseLotteryDraws.serverSeed), gt(houseLotteryDraws.drawsAt, clock())),
        );
      default:
        return eq(houseLotteryDraws.status, status);
    }
  };

  /** The draws as staff read them, with their orders not cancelled and those orders' stakes. */
  const drawViews = async (rows: DrawRow[]): Promise<LotteryAdminDraw[]> => {
    const stats =
      rows.length === 0
        ? []
        : await db
            .select({
              gameId: houseLotteryOrders.gameId,
              drawNo: houseLotteryOrders.drawNo,
              orders: sql<number>`count(*)::int`,
              turnover: sql<string>`coalesce(sum(${houseLotteryOrders.amount}), 0)::text`,
            })
            .from(houseLotteryOrders)
            .where(
              and(
                inArray(houseLotteryOrders.gameId, [...new Set(rows.map((row) => row.gameId))]),
                inArray(houseLotteryOrders.drawNo, [...new Set(rows.map((row) => row.drawNo))]),
                LIVE,
              ),
            )
            .groupBy(houseLotteryOrders.gameId, houseLotteryOrders.drawNo);
    return rows.map((row) => {
      const stat = stats.find((entry) => entry.gameId === row.gameId && entry.drawNo === row.drawNo);
      return {
        gameId: row.gameId,
        drawNo: row.drawNo,
        opensAt: row.opensAt.toISOString(),
        closesAt: row.closesAt.toISOString(),
        drawsAt: row.drawsAt.toISOString(),
        status: statusOf(row),
        result: row.result ?? row.enteredResult ?? null,
        enteredBy: row.enteredBy,
        enteredAt: row.enteredAt?.toISOString() ?? null,
        confirmedBy: row.confirmedBy,
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        cancelledBy: row.cancelledBy,
        cancelReason: row.cancelReason,
        orders: stat?.orders ?? 0,
        turnover: formatAmount(BigInt(stat?.turnover ?? '0')),
      };
    });
  };

  const drawRow = async (gameId: string, drawNo: string) => {
    const [row] = await db
      .select()
      .from(houseLotteryDraws)
      .where(and(eq(houseLotteryDraws.gameId, gameId), eq(houseLotteryDraws.drawNo, drawNo)));
    if (!row) throw new HouseError('draw_not_found');
    return row;
  };

  const drawView = async (row: DrawRow) => (await drawViews([row]))[0]!;

  const settingsView = async (game: LotteryGame): Promise<LotteryAdminSettings> => ({
    gameId: game.gameId,
    kind: game.kind,
    betTypes: (await lotterySettingsOf(db, game)).map((settings) => ({
      betType: settings.betType,
      odds: formatOdds(settings.odds),
      defaultOdds: formatOdds(oddsOf(game, settings.betType)),
      minStake: formatAmount(settings.minStake),
      maxStake: formatAmount(settings.maxStake),
      maxExposure: formatAmount(settings.maxExposure),
    })),
  });

  const vnGameOf = (gameId: string) => {
    const game = gameOf(gameId);
    if (game.kind !== 'VN') throw new HouseError('not_vn_game');
    return game;
  };

  /**
   * Enters a Vietnamese draw's result for confirmation, replacing an earlier entry; with
   * `onlyIfEmpty` (the importer) it never replaces one. Answers the draw, or null when it did not.
   */
  const enter = async (
    game: LotteryGame & { kind: 'VN' },
    drawNo: string,
    result: VnResult,
    staff: LotteryAdminStaff,
    onlyIfEmpty: boolean,
  ) => {
    const [entered] = await db
      .update(houseLotteryDraws)
      .set({
        enteredResult: result,
        enteredBy: staff,
        // Each entry of a draw gets a later time than the one it replaces, even within a
        // millisecond: the time names the entry a confirmation is for.
        enteredAt: sql`greatest(${clock().toISOString()}::timestamptz, ${houseLotteryDraws.enteredAt} + interval '1 millisecond')`,
      })
      .where(
        and(
          eq(houseLotteryDraws.gameId, game.gameId),
          eq(houseLotteryDraws.drawNo, drawNo),
          eq(houseLotteryDraws.status, 'OPEN'),
          lte(houseLotteryDraws.drawsAt, clock()),
          onlyIfEmpty ? isNull(houseLotteryDraws.enteredResult) : undefined,
        ),
      )
      .returning();
    return entered ?? null;
  };

  /**
   * Whether the draw's entry is the one entered at `enteredAt` (an ISO time to the millisecond):
   * compared as milliseconds since the epoch, so the column's microseconds and the text of the time
   * (its offset, a year PostgreSQL would not parse) play no part.
   */
  const isEntryOf = (enteredAt: string) =>
    sql<boolean>`coalesce((extract(epoch from date_trunc('milliseconds', ${houseLotteryDraws.enteredAt})) * 1000)::bigint = ${Date.parse(enteredAt)}::bigint, false)`;

  /** Why a draw cannot take a result (or be confirmed, or cancelled) any more, if it cannot. */
  const closedCode = (row: Pick<DrawRow, 'status'>) =>
    row.status === 'CANCELLED' ? 'draw_cancelled' : row.status === 'OPEN' ? null : 'already_drawn';

  return {
    settingsGet: async ({ gameId }: LotteryAdminInput<'settings.get'>) => settingsView(gameOf(gameId)),

    settingsSet: async (input: LotteryAdminInput<'settings.set'>) => {
      const game = gameOf(input.gameId);
      if (!betTypesOf(game).includes(input.betType as LotteryBetType))
        throw new HouseError('bet_type_unknown');
      const hundredths = decimalToMinor(input.odds);
      const [minStake, maxStake, maxExposure] = [input.minStake, input.maxStake, input.maxExposure].map(
        parseAmount,
      );
      // Odds pay the stake back and more; a unit costs at least 0.01; the range is a range.
      if (
        hundredths === null ||
        hundredths <= 100n ||
        !minStake ||
        !maxStake ||
        !maxExposure ||
        minStake > maxStake
      ) {
        throw new HouseError('settings_invalid');
      }
      const values = {
        odds: { num: Number(hundredths), den: 100 },
        minStake,
        maxStake,
        maxExposure,
        updatedBy: input.staff,
        updatedAt: clock(),
      };
      await db
        .insert(houseLotterySettings)
        .values({ gameId: game.gameId, betType: input.betType, ...values })
        .onConflictDoUpdate({
          target: [houseLotterySettings.gameId, houseLotterySettings.betType],
          set: values,
        });
      return settingsView(game);
    },

    /** The draws opened so far (the ones scheduled ahead are left out), latest first. */
    drawsList: async (input: LotteryAdminInput<'draws.list'>) => {
      if (input.gameId !== undefined) gameOf(input.gameId);
      const rows = await db
        .select()
        .from(houseLotteryDraws)
        .where(
          and(
            input.gameId === undefined ? undefined : eq(houseLotteryDraws.gameId, input.gameId),
            input.status === undefined ? undefined : statusWhere(input.status),
            lte(houseLotteryDraws.opensAt, clock()),
          ),
        )
        .orderBy(desc(houseLotteryDraws.drawsAt), houseLotteryDraws.gameId)
        .limit(input.limit);
      return drawViews(rows);
    },

    resultsEnter: async (input: LotteryAdminInput<'results.enter'>) => {
      const game = vnGameOf(input.gameId);
      const row = await drawRow(game.gameId, input.drawNo);
      const closed = closedCode(row);
      if (closed) throw new HouseError(closed);
      if (row.drawsAt > clock()) throw new HouseError('draw_not_due');
      const result = checkedResult(game, input.result);
      if (!result) throw new HouseError('result_invalid');
      const entered = await enter(game, input.drawNo, result, input.staff, false);
      // Confirmed or cancelled between the read and the entry.
      if (!entered)
        throw new HouseError(closedCode(await drawRow(game.gameId, input.drawNo)) ?? 'already_drawn');
      return drawView(entered);
    },

    /**
     * Confirms the entered result the confirmer reviewed (named by its `enteredAt`): one statement
     * checks that this entry is still the one stored and was entered by someone else, and makes it
     * the draw's result, so of two confirmations at once one wins and an entry replaced meanwhile
     * is never confirmed unseen. The settle job then pays the draw's orders. A refusal says the
     * first thing that stands in the way: the draw closed, nothing entered, another entry stored
     * (`result_changed`: who entered the reviewed one is no longer known), the confirmer's own entry.
     */
    resultsConfirm: async (input: LotteryAdminInput<'results.confirm'>) => {
      const game = vnGameOf(input.gameId);
      const [confirmed] = await db
        .update(houseLotteryDraws)
        .set({
          status: 'DRAWN',
          result: sql`${houseLotteryDraws.enteredResult}`,
          drawnAt: clock(),
          confirmedBy: input.staff,
          confirmedAt: clock(),
        })
        .where(
          and(
            eq(houseLotteryDraws.gameId, game.gameId),
            eq(houseLotteryDraws.drawNo, input.drawNo),
            eq(houseLotteryDraws.status, 'OPEN'),
            isNotNull(houseLotteryDraws.enteredResult),
            isEntryOf(input.enteredAt),
            ne(sql`${houseLotteryDraws.enteredBy}->>'id'`, input.staff.id),
          ),
        )
        .returning();
      if (confirmed) return drawView(confirmed);
      const [state] = await db
        .select({
          status: houseLotteryDraws.status,
          entered: sql<boolean>`${houseLotteryDraws.enteredResult} is not null`,
          reviewed: isEntryOf(input.enteredAt),
        })
        .from(houseLotteryDraws)
        .where(and(eq(houseLotteryDraws.gameId, game.gameId), eq(houseLotteryDraws.drawNo, input.drawNo)));
      if (!state) throw new HouseError('draw_not_found');
      const closed = closedCode(state);
      if (closed) throw new HouseError(closed);
      if (!state.entered) throw new HouseError('result_missing');
      throw new HouseError(state.reviewed ? 'same_staff' : 'result_changed');
    },

    /**
     * Cancels a draw that is not drawn: in one transaction holding the draw's row it is marked
     * CANCELLED and its orders CANCELLING (placements wait for the row and then find it cancelled);
     * then each order's stake is rolled back once, by this call or by recovery after a crash.
     */
    drawsCancel: async (input: LotteryAdminInput<'draws.cancel'>) => {
      const game = gameOf(input.gameId);
      const { row, cancelling } = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(houseLotteryDraws)
          .where(and(eq(houseLotteryDraws.gameId, game.gameId), eq(houseLotteryDraws.drawNo, input.drawNo)))
          .for('update');
        if (!locked) throw new HouseError('draw_not_found');
        if (locked.status === 'CANCELLED') throw new HouseError('draw_cancelled');
        if (locked.status !== 'OPEN') throw new HouseError('draw_settled');
        const [cancelled] = await tx
          .update(houseLotteryDraws)
          .set({
            status: 'CANCELLED',
            cancelledBy: input.staff,
            cancelReason: input.reason,
            cancelledAt: clock(),
          })
          .where(and(eq(houseLotteryDraws.gameId, game.gameId), eq(houseLotteryDraws.drawNo, input.drawNo)))
          .returning();
        return { row: cancelled!, cancelling: await orders.cancelDrawOrders(tx, game.gameId, input.drawNo) };
      });
      await orders.refundCancelled(cancelling);
      return drawView(row);
    },

    /** What the draw (by default the open one) would pay on its most exposed numbers. */
    exposure: async (input: LotteryAdminInput<'exposure'>): Promise<LotteryAdminExposure> => {
      const game = gameOf(input.gameId);
      await draws.ensure(game);
      const drawNo = input.drawNo ?? lotteryDraws(game, clock().getTime())[0]!.drawNo;
      const draw = await drawRow(game.gameId, drawNo);
      const settings = await lotterySettingsOf(db, game);
      const limits = Object.fromEntries(settings.map((entry) => [entry.betType, entry.maxExposure]));
      const ofDraw = and(
        eq(houseLotteryExposure.gameId, game.gameId),
        eq(houseLotteryExposure.drawNo, drawNo),
        gt(houseLotteryExposure.payout, 0n),
      );
      const [numbers, [sum]] = await Promise.all([
        db
          .select()
          .from(houseLotteryExposure)
          .where(ofDraw)
          .orderBy(desc(houseLotteryExposure.payout), houseLotteryExposure.unitKey)
          .limit(input.limit),
        db
          .select({ total: sql<string>`coalesce(sum(${houseLotteryExposure.payout}), 0)::text` })
          .from(houseLotteryExposure)
          .where(ofDraw),
      ]);
      return {
        gameId: game.gameId,
        drawNo,
        closesAt: draw.closesAt.toISOString(),
        maxExposure: Object.fromEntries(
          settings.map((entry) => [entry.betType, formatAmount(entry.maxExposure)]),
        ),
        numbers: numbers.map((number) => {
          const { betType, options } = parseUnitKey(number.unitKey);
          return {
            betType,
            options,
            payout: formatAmount(number.payout),
            limit: formatAmount(limits[betType] ?? 0n),
          };
        }),
        total: formatAmount(BigInt(sum?.total ?? '0')),
      };
    },

    /** Per game, the orders of the draws due in [from, to): stakes, payouts, the house's result. */
    report: async (input: LotteryAdminInput<'report'>): Promise<LotteryAdminReportRow[]> => {
      if (input.gameId !== undefined) gameOf(input.gameId);
      const rows = await db
        .select({
          gameId: houseLotteryOrders.gameId,
          orders: sql<number>`(count(*) filter (where ${LIVE}))::int`,
          turnover: sql<string>`coalesce(sum(${houseLotteryOrders.amount}) filter (where ${LIVE}), 0)::text`,
          payout: sql<string>`coalesce(sum(${houseLotteryOrders.payout}) filter (where ${PAID}), 0)::text`,
          cancelled: sql<number>`(count(*) filter (where ${CANCELLED}))::int`,
        })
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
            input.gameId === undefined ? undefined : eq(houseLotteryOrders.gameId, input.gameId),
            sql`${houseLotteryDraws.drawsAt} >= ${new Date(input.from)}`,
            sql`${houseLotteryDraws.drawsAt} < ${new Date(input.to)}`,
            ne(houseLotteryOrders.status, 'REFUSED'),
          ),
        )
        .groupBy(houseLotteryOrders.gameId)
        .orderBy(houseLotteryOrders.gameId);
      return rows.map((row) => {
        const turnover = BigInt(row.turnover);
        const payout = BigInt(row.payout);
        return {
          gameId: row.gameId,
          orders: row.orders,
          turnover: formatAmount(turnover),
          payout: formatAmount(payout),
          houseResult: formatAmount(turnover - payout),
          cancelled: row.cancelled,
        };
      });
    },

    /**
     * The importer's pass: asks the source for the result of each due Vietnamese draw nothing was
     * entered for (each at most once a minute per instance) and enters it as entered by the
     * importer; a person still confirms it.
     */
    importResults: async (source: LotteryResultSource) => {
      const now = clock().getTime();
      const due = await db
        .select()
        .from(houseLotteryDraws)
        .where(
          and(
            eq(houseLotteryDraws.status, 'OPEN'),
            isNull(houseLotteryDraws.serverSeed),
            isNull(houseLotteryDraws.enteredResult),
            lte(houseLotteryDraws.drawsAt, clock()),
            gt(houseLotteryDraws.drawsAt, new Date(now - IMPORT_LOOKBACK_MS)),
          ),
        )
        .orderBy(houseLotteryDraws.drawsAt)
        .limit(IMPORT_BATCH);
      const importer = { id: `importer:${source.name}`, username: source.name };
      for (const draw of due) {
        const key = `${draw.gameId}/${draw.drawNo}`;
        if (now - (asked.get(key) ?? -Infinity) < IMPORT_RETRY_MS) continue;
        asked.set(key, now);
        const game = findLotteryGame(draw.gameId);
        if (game?.kind !== 'VN') continue;
        try {
          const fetched = await source.fetch(game, draw.drawNo);
          if (fetched === null) continue;
          const result = checkedResult(game, fetched);
          if (!result) {
            log?.warn(
              { source: source.name, draw: key },
              'imported lottery result is not the region’s table',
            );
            continue;
          }
          await enter(game, draw.drawNo, result, importer, true);
          asked.delete(key);
        } catch (error) {
          log?.warn(
            { err: error, source: source.name, draw: key },
            'lottery result import failed; retried later',
          );
        }
      }
    },
  };
};
export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
