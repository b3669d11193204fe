import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { MAX_FOLLOW_DRAWS, type LotteryDrawsView, type LotteryLatestView } from '../api/schemas.ts';
import { hashServerSeed } from '../engine/fair.ts';
import { drawFastResult } from '../engine/lottery/fast.ts';
import { findLotteryGame, LOTTERY_GAMES, lotteryDraws, type LotteryGame } from '../engine/lottery/games.ts';
import type { HouseDatabase } from './db.ts';
import { HouseError } from './errors.ts';
import { houseLotteryDraws } from './tables.ts';

/** Draws kept ahead of the open one: as far as a follow bet reaches. */
const LOTTERY_DRAWS_AHEAD = MAX_FOLLOW_DRAWS;
/** Due draws one pass draws, each claimed by one instance. */
const DRAW_BATCH = 50;
const HISTORY_LIMIT = 100;

type DrawRow = typeof houseLotteryDraws.$inferSelect;

/** One game's row of the latest query: times in epoch ms, the last drawn draw's fields null before any. */
interface LatestRow extends Record<string, unknown> {
  game_id: string;
  opens_ms: number;
  closes_ms: number;
  draws_ms: number;
  server_seed_hash: string | null;
  last_no: string | null;
  last_result: unknown;
  last_drawn_ms: number | null;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * The lottery's draws: created ahead from each game's schedule (any instance may; the first insert
 * of a draw wins, seed and all), and fast draws drawn once due. A due draw is claimed with
 * `for update skip locked`, so instances sharing the database draw each one once, and the result is
 * a function of the seed fixed at creation, so a draw interrupted by a crash is drawn again the same.
 */
export const createLotteryDraws = ({ db, clock }: { db: HouseDatabase; clock: () => Date }) => {
  /** The last open draw each game was topped up for by this instance: nothing to do until it moves. */
  const toppedUp = new Map<string, string>();

  const ensureDraws = async (game: LotteryGame) => {
    const windows = lotteryDraws(game, clock().getTime(), LOTTERY_DRAWS_AHEAD);
    if (toppedUp.get(game.gameId) === windows[0]!.drawNo) return;
    await db
      .insert(houseLotteryDraws)
      .values(
        windows.map((window) => {
          const serverSeed = game.kind === 'FAST' ? randomBytes(32).toString('hex') : null;
          return {
            gameId: game.gameId,
            drawNo: window.drawNo,
            opensAt: new Date(window.opensAt),
            closesAt: new Date(window.closesAt),
            drawsAt: new Date(window.drawsAt),
            serverSeed,
            serverSeedHash: serverSeed === null ? null : hashServerSeed(serverSeed),
          };
        }),
      )
      .onConflictDoNothing();
    toppedUp.set(game.gameId, windows[0]!.drawNo);
  };

  /** Draws the fast draws that are due, a batch at a time; answers how many it drew. */
  const drawDue = async (): Promise<number> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(houseLotteryDraws)
        .where(
          and(
            eq(houseLotteryDraws.status, 'OPEN'),
            lte(houseLotteryDraws.drawsAt, clock()),
            isNotNull(houseLotteryDraws.serverSeed),
          ),
        )
        .orderBy(houseLotteryDraws.drawsAt)
        .limit(DRAW_BATCH)
        .for('update', { skipLocked: true });
      for (const draw of due) {
        const game = findLotteryGame(draw.gameId);
        if (game?.kind !== 'FAST') continue;
        const result = drawFastResult(game.format, {
          serverSeed: draw.serverSeed!,
          gameCode: game.gameId,
          drawNo: draw.drawNo,
        });
        await tx
          .update(houseLotteryDraws)
          .set({ status: 'DRAWN', result, drawnAt: clock() })
          .where(and(eq(houseLotteryDraws.gameId, draw.gameId), eq(houseLotteryDraws.drawNo, draw.drawNo)));
      }
      return due.length;
    });

  const drawView = (row: DrawRow) => ({
    drawNo: row.drawNo,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawsAt: row.drawsAt.toISOString(),
    serverSeedHash: row.serverSeedHash,
  });

  return {
    /** Creates the game's open draw and those after it, if this instance has not yet. */
    ensure: ensureDraws,

    /** Tops up every game's draws and draws the due fast draws (the lottery job, every few seconds). */
    run: async () => {
      for (const game of LOTTERY_GAMES) await ensureDraws(game);
      // A full batch means more may be due (after downtime): the next batch finds the rest.
      let drawn: number;
      do drawn = await drawDue();
      while (drawn === DRAW_BATCH);
    },

    /**
     * Every game's open draw and its last drawn draw, in one query: the open draws by their numbers
     * (from each game's schedule), the last drawn through the (game, drawsAt) index, newest first.
     */
    latest: async (): Promise<LotteryLatestView> => {
      const now = clock().getTime();
      const open = LOTTERY_GAMES.map((game) => ({ game, drawNo: lotteryDraws(game, now)[0]!.drawNo }));
      for (const game of LOTTERY_GAMES) await ensureDraws(game);
      const wanted = sql.join(
        open.map(({ game, drawNo }) => sql`(${game.gameId}, ${drawNo})`),
        sql`, `,
      );
      const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
      const result = await db.execute<LatestRow>(sql`
        select g.game_id,
          ${epochMs('o.opens_at')} as opens_ms, ${epochMs('o.closes_at')} as closes_ms,
          ${epochMs('o.draws_at')} as draws_ms, o.server_seed_hash,
          l.draw_no as last_no, l.result as last_result, ${epochMs('l.drawn_at')} as last_drawn_ms
        from (values ${wanted}) as g(game_id, open_no)
        join house_lottery_draws o on o.game_id = g.game_id and o.draw_no = g.open_no
        left join lateral (
          select d.draw_no, d.result, d.drawn_at from house_lottery_draws d
          where d.game_id = g.game_id and d.status in ('DRAWN', 'SETTLED')
          order by d.draws_at desc limit 1
        ) l on true`);
      const rows = new Map((result as { rows: LatestRow[] }).rows.map((row) => [row.game_id, row]));
      return {
        games: open.flatMap(({ game, drawNo }) => {
          const row = rows.get(game.gameId);
          if (!row) return [];
          return [
            {
              gameCode: game.gameId,
              region: game.kind === 'VN' ? game.province.region : null,
              open: {
                drawNo,
                opensAt: iso(row.opens_ms),
                closesAt: iso(row.closes_ms),
                drawsAt: iso(row.draws_ms),
                serverSeedHash: row.server_seed_hash,
              },
              last:
                row.last_no === null || row.last_drawn_ms === null
                  ? null
                  : {
                      drawNo: row.last_no,
                      result: row.last_result as NonNullable<
                        LotteryLatestView['games'][number]['last']
                      >['result'],
                      drawnAt: iso(row.last_drawn_ms),
                    },
            },
          ];
        }),
      };
    },

    /**
     * A game's open draw (its seed's hash only) and its latest drawn draws with their seeds, settled
     * ones included.
     */
    view: async (gameId: string, limit: number): Promise<LotteryDrawsView> => {
      const game = findLotteryGame(gameId);
      if (!game) throw new HouseError('game_not_found');
      await ensureDraws(game);
      const open = lotteryDraws(game, clock().getTime())[0]!;
      const [current] = await db
        .select()
        .from(houseLotteryDraws)
        .where(and(eq(houseLotteryDraws.gameId, gameId), eq(houseLotteryDraws.drawNo, open.drawNo)));
      const drawn = await db
        .select()
        .from(houseLotteryDraws)
        .where(
          and(eq(houseLotteryDraws.gameId, gameId), inArray(houseLotteryDraws.status, ['DRAWN', 'SETTLED'])),
        )
        .orderBy(desc(houseLotteryDraws.drawsAt))
        .limit(Math.min(limit, HISTORY_LIMIT));
      return {
        gameId,
        serverTime: clock().toISOString(),
        open: drawView(current!),
        drawn: drawn.map((row) => ({
          ...drawView(row),
          serverSeed: row.serverSeed,
          result: row.result as LotteryDrawsView['drawn'][number]['result'],
          drawnAt: row.drawnAt!.toISOString(),
        })),
      };
    },
  };
};
export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
