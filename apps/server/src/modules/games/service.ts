import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  BET_RANGE_MAX_DAYS,
  BET_STATUS,
  MAX_LEDGER_MINOR_UNITS,
  formatMinorUnits,
  type BetRecordPage,
  type BetStatus,
  type BetTotals,
  type GameCategory,
  type Language,
  type LaunchGame,
  type ProfitReport,
  type WalletKind,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { assertDayRangeWithin, dayRange } from '../../platform/db/day-range.ts';
import { AppError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { PlayerSessions } from '../vendor-api/sessions.ts';
import { walletKindFor, type Catalogue } from './catalogue.ts';

/** Which wallet a vendor's money moves through; the vendor API needs it too. */
export { walletKindFor } from './catalogue.ts';
import { buildLaunchUrl } from './launch-url.ts';
import { betRounds, gameFavourites, gameVendors, games, recentGames, type BetRoundRow } from './tables.ts';
import type { AgentTree } from '../../platform/agent-tree/service.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import type { EventsService } from '../../platform/events/service.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/** Games offered instead of one under maintenance. */
const SUGGESTIONS = 6;

export interface LaunchRequest {
  nodeId: number;
  gameId: string;
  vassalage: string;
  accountType: 0 | 1;
  platform?: string | undefined;
  language: Language;
}

export interface BetSearch {
  startDate: string;
  endDate: string;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  status?: BetStatus | undefined;
  pageNum: number;
  pageSize: number;
}

/** A new bet of a round: the round is opened by its first bet. */
export interface RoundBet {
  vassalage: string;
  roundId: string;
  playerId: string;
  memberId: number;
  demo: boolean;
  walletKind: WalletKind;
  nodeId: number;
  gameType: GameCategory;
  currency: string;
  amount: bigint;
  /** A lottery round's draw number; null for other games. */
  drawNo: string | null;
}

/** A player's round at a vendor. */
const roundKey = (key: { vassalage: string; roundId: string; playerId: string }) =>
  and(
    eq(betRounds.vassalage, key.vassalage),
    eq(betRounds.roundId, key.roundId),
    eq(betRounds.playerId, key.playerId),
  );

const settled = sql`${betRounds.status} = ${BET_STATUS.SETTLED}`;
/** Sums of a set of rounds; valid bets and win/loss count settled rounds only. */
const totalsColumns = {
  betCount: count(),
  stake: sum(betRounds.stake),
  validBet: sql<string | null>`sum(case when ${settled} then ${betRounds.stake} else 0 end)`,
  payout: sum(betRounds.payout),
  winLoss: sql<
    string | null
  >`sum(case when ${settled} then ${betRounds.payout} - ${betRounds.stake} else 0 end)`,
};
const toTotals = (row: {
  betCount: number;
  stake: string | null;
  validBet: string | null;
  payout: string | null;
  winLoss: string | null;
}): BetTotals => ({
  betCount: row.betCount,
  stake: formatMinorUnits(BigInt(row.stake ?? 0)),
  validBet: formatMinorUnits(BigInt(row.validBet ?? 0)),
  payout: formatMinorUnits(BigInt(row.payout ?? 0)),
  winLoss: formatMinorUnits(BigInt(row.winLoss ?? 0)),
});

export type GamesService = ReturnType<typeof createGamesService>;

/** The member's side of games: favourites, recent games, launch, betting records, profit and loss. */
export const createGamesService = ({
  db,
  catalogue,
  sessions,
  wallet,
  ledger,
  system,
  tree,
  events,
  clock = systemClock,
}: {
  db: Database;
  catalogue: Catalogue;
  sessions: PlayerSessions;
  wallet: WalletService;
  ledger: LedgerService;
  system: SystemService;
  /** Keeps a settled round's upline chain on the round. */
  tree: Pick<AgentTree, 'uplinesOf'>;
  events: Pick<EventsService, 'record'>;
  clock?: Clock;
}) => {
  const favouriteIds = async (memberId: number) =>
    (
      await db
        .select({ nodeId: gameFavourites.nodeId })
        .from(gameFavourites)
        .where(eq(gameFavourites.memberId, memberId))
        .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.nodeId))
    ).map((row) => row.nodeId);

  /** A bet added to its round (opening it), only while the round is open and its stake fits. */
  const betUpsert = (executor: Executor, bet: RoundBet) =>
    executor
      .insert(betRounds)
      .values({
        vassalage: bet.vassalage,
        roundId: bet.roundId,
        playerId: bet.playerId,
        memberId: bet.memberId,
        demo: bet.demo,
        walletKind: bet.walletKind,
        nodeId: bet.nodeId,
        gameType: bet.gameType,
        currency: bet.currency,
        stake: bet.amount,
        betCount: 1,
        status: BET_STATUS.OPEN,
        drawNo: bet.drawNo,
      })
      .onConflictDoUpdate({
        target: [betRounds.vassalage, betRounds.roundId, betRounds.playerId],
        set: {
          stake: sql`${betRounds.stake} + ${bet.amount.toString()}::bigint`,
          betCount: sql`${betRounds.betCount} + 1`,
        },
        setWhere: and(
          eq(betRounds.status, BET_STATUS.OPEN),
          sql`${betRounds.stake} <= ${MAX_LEDGER_MINOR_UNITS.toString()}::bigint - ${bet.amount.toString()}::bigint`,
        ),
      });

  /** A win's change to its round; closing settles it with the member's upline chain of that moment. */
  const winChange = (amount: bigint, close: boolean, at: Date) => ({
    payout: sql`${betRounds.payout} + ${amount.toString()}::bigint`,
    winCount: sql`${betRounds.winCount} + 1`,
    ...(close
      ? { status: BET_STATUS.SETTLED, settledAt: at, uplineIds: tree.uplinesOf(sql`${betRounds.memberId}`) }
      : {}),
  });

  /** Real-money rounds of the members `who` names, by bet day, newest first, with totals over the range. */
  const roundsOf = async (who: SQL, query: BetSearch, language: Language) => {
    assertDayRangeWithin(query, BET_RANGE_MAX_DAYS, language);
    const { timeZone } = await system.getSiteSetting();
    const where = and(
      who,
      eq(betRounds.demo, false),
      query.gameType ? eq(betRounds.gameType, query.gameType) : undefined,
      query.vassalage ? eq(betRounds.vassalage, query.vassalage) : undefined,
      query.status ? eq(betRounds.status, query.status) : undefined,
      ...dayRange(betRounds.openedAt, { from: query.startDate, to: query.endDate }, timeZone),
    );
    const name = language === 'JA' ? games.nameJa : games.nameEn;
    const [totals, rows] = await Promise.all([
      db.select(totalsColumns).from(betRounds).where(where),
      db
        .select({
          round: betRounds,
          gameName: name,
          displayName: gameVendors.displayName,
        })
        .from(betRounds)
        .innerJoin(games, eq(games.nodeId, betRounds.nodeId))
        .innerJoin(gameVendors, eq(gameVendors.vassalage, betRounds.vassalage))
        .where(where)
        .orderBy(desc(betRounds.openedAt), desc(betRounds.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
    ]);
    const total = totals[0]?.betCount ?? 0;
    return {
      list: rows.map(({ round, gameName, displayName }) => {
        const isSettled = round.status === BET_STATUS.SETTLED;
        return {
          memberId: round.memberId,
          roundId: round.roundId,
          vassalage: round.vassalage,
          displayName,
          gameName,
          gameType: round.gameType,
          stake: formatMinorUnits(round.stake),
          validBet: formatMinorUnits(isSettled ? round.stake : 0n),
          payout: formatMinorUnits(round.payout),
          winLoss: formatMinorUnits(isSettled ? round.payout - round.stake : 0n),
          status: round.status,
          betTime: formatTimestamp(round.openedAt, timeZone),
          settledTime: round.settledAt && formatTimestamp(round.settledAt, timeZone),
          drawNo: round.drawNo,
        };
      }),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      totals: toTotals(
        totals[0] ?? { betCount: 0, stake: null, validBet: null, payout: null, winLoss: null },
      ),
    };
  };

  const pageOfGames = <T>(items: T[], page: { pageNum: number; pageSize: number }) => ({
    items: items.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize),
    total: items.length,
    totalPages: Math.ceil(items.length / page.pageSize),
  });

  return {
    favouriteIds,

    /** The member's favourites, latest first (answered as `content`, as the spec says). */
    favourites: async (
      memberId: number,
      query: { gameType?: GameCategory | undefined; pageNum: number; pageSize: number },
      language: Language,
    ) => {
      const found = await catalogue.byNodes(await favouriteIds(memberId), language, {
        gameType: query.gameType,
      });
      const page = pageOfGames(found, query);
      return { content: page.items, total: page.total, totalPages: page.totalPages };
    },

    addFavourite: async (memberId: number, nodeId: number) => {
      const found = await catalogue.findGame(nodeId);
      if (!found?.game.enabled) throw new AppError('game_not_found');
      await db.insert(gameFavourites).values({ memberId, nodeId }).onConflictDoNothing();
      return { favIds: await favouriteIds(memberId) };
    },

    removeFavourite: async (memberId: number, nodeId: number) => {
      await db
        .delete(gameFavourites)
        .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, nodeId)));
      return { favIds: await favouriteIds(memberId) };
    },

    /** Games the member launched, latest first (of some categories only when `gameTypes` is given). */
    recent: async (
      memberId: number,
      query: {
        vassalage?: string | undefined;
        gameTypes?: readonly GameCategory[];
        pageNum: number;
        pageSize: number;
      },
      language: Language,
    ) => {
      const rows = await db
        .select({ nodeId: recentGames.nodeId })
        .from(recentGames)
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.playedAt));
      const found = await catalogue.byNodes(
        rows.map((row) => row.nodeId),
        language,
        { vassalage: query.vassalage },
      );
      const { gameTypes } = query;
      const page = pageOfGames(
        gameTypes ? found.filter((game) => gameTypes.includes(game.gameType)) : found,
        query,
      );
      return { list: page.items, total: page.total, totalPages: page.totalPages };
    },

    /**
     * Opens a game for a member: the vendor's URL with a one-time launch token. Refused while the
     * game or its vendor is under maintenance (with other games to play), and for free play of a
     * game without a trial. A transfer-mode vendor gets the main wallet moved into its wallet first.
     */
    launch: async (memberId: number, input: LaunchRequest): Promise<LaunchGame> => {
      const found = await catalogue.findGame(input.nodeId);
      const game = found?.game;
      const vendor = found?.vendor;
      if (
        !game?.enabled ||
        vendor?.status !== 'ACTIVE' ||
        game.gameId !== input.gameId ||
        game.vassalage !== input.vassalage
      ) {
        throw new AppError('game_not_found');
      }
      const maintenance = catalogue.maintenanceOf(game, vendor, clock.now());
      if (maintenance) {
        throw new AppError('game_maintenance', {
          value: {
            endTime: await catalogue.formatEnd(maintenance),
            suggestions: await catalogue.suggestions(game, input.language, SUGGESTIONS),
          },
        });
      }
      const demo = input.accountType === ACCOUNT_TYPE.TRIAL;
      if (demo && !game.supportsTrial) throw new AppError('free_play_unavailable');
      const walletKind = walletKindFor(vendor.vassalage, vendor.walletMode);

      const { timeZone } = await system.getSiteSetting();
      return db.transaction(async (tx) => {
        let transferred: bigint | null = null;
        const main = await wallet.getMainBalance(memberId, tx);
        if (!demo && walletKind !== 'MAIN') {
          await wallet.openMemberWallet(tx, memberId, main.currency, walletKind);
          if (main.balance > 0n) {
            await ledger.transfer(
              {
                idempotencyKey: `launch-transfer:${memberId}:${randomUUID()}`,
                from: { memberId, kind: 'MAIN' },
                to: { memberId, kind: walletKind },
                amount: main.balance,
                type: 'TRANSFER',
                metadata: { vassalage: vendor.vassalage, reason: 'game launch' },
              },
              tx,
            );
            await events.record(tx, {
              type: 'wallet.transferred',
              memberId,
              payload: { from: 'MAIN', to: walletKind, amount: main.balance.toString() },
            });
            transferred = main.balance;
          }
        }
        const { token, expiresAt } = await sessions.issueLaunchToken(
          {
            memberId,
            vassalage: vendor.vassalage,
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            demo,
            walletKind,
            currency: main.currency,
            language: input.language,
          },
          tx,
        );
        await tx
          .insert(recentGames)
          .values({ memberId, nodeId: game.nodeId })
          .onConflictDoUpdate({
            target: [recentGames.memberId, recentGames.nodeId],
            set: { playedAt: sql`now()` },
          });
        return {
          url: buildLaunchUrl(vendor.launchUrl, {
            token,
            gameCode: game.gameCode,
            language: input.language,
            demo,
            platform: input.platform,
          }),
          walletMode: vendor.walletMode,
          demo,
          transferred: transferred === null ? null : formatMinorUnits(transferred),
          expiresAt: formatTimestamp(expiresAt, timeZone),
        };
      });
    },

    /** The member's rounds by bet day (spec: personalHistoryCopy), newest first, with totals over the range. */
    betRecords: (memberId: number, query: BetSearch, language: Language): Promise<BetRecordPage> =>
      roundsOf(eq(betRounds.memberId, memberId), query, language),

    /**
     * The rounds of an agent's team (team betting): of every member below it (`ALL`) or of its direct
     * downlines, by the chain each round settled with, so a team moved later leaves its past rounds
     * here; rounds still open follow the tree as it stands. Each row names its member.
     */
    teamBetRecords: (
      agentId: number,
      direct: boolean,
      query: BetSearch,
      language: Language,
      memberId?: number,
    ) =>
      roundsOf(
        sql`${memberId === undefined ? sql`` : sql`${betRounds.memberId} = ${memberId}::bigint and `}((${betRounds.uplineIds} is not null and ${
          direct
            ? sql`${betRounds.uplineIds}[1] = ${agentId}::bigint`
            : sql`${betRounds.uplineIds} @> array[${agentId}::bigint]`
        }) or (${betRounds.uplineIds} is null and ${betRounds.memberId} in (select member_id from ${agentTree}
          where ancestor_id = ${agentId}::bigint and ${direct ? sql`depth = 1` : sql`depth > 0`})))`,
        query,
        language,
      ),

    /** Settled rounds by settlement day and by category (spec: personalProfit). */
    profit: async (
      memberId: number,
      query: { startDate: string; endDate: string },
      language: Language,
    ): Promise<ProfitReport> => {
      assertDayRangeWithin(query, BET_RANGE_MAX_DAYS, language);
      const { timeZone } = await system.getSiteSetting();
      const where = and(
        eq(betRounds.memberId, memberId),
        eq(betRounds.demo, false),
        settled,
        ...dayRange(betRounds.settledAt, { from: query.startDate, to: query.endDate }, timeZone),
      );
      const day = sql<string>`to_char(${betRounds.settledAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const [days, categories, totals] = await Promise.all([
        db
          .select({ date: day, ...totalsColumns })
          .from(betRounds)
          .where(where)
          // By position: the time zone is a parameter, and a second copy of it would not match the first.
          .groupBy(sql`1`)
          .orderBy(sql`1 desc`),
        db
          .select({ gameType: betRounds.gameType, ...totalsColumns })
          .from(betRounds)
          .where(where)
          .groupBy(betRounds.gameType)
          .orderBy(betRounds.gameType),
        db.select(totalsColumns).from(betRounds).where(where),
      ]);
      return {
        days: days.map((row) => ({ date: row.date, ...toTotals(row) })),
        categories: categories.map((row) => ({ gameType: row.gameType, ...toTotals(row) })),
        totals: toTotals(
          totals[0] ?? { betCount: 0, stake: null, validBet: null, payout: null, winLoss: null },
        ),
      };
    },

    rounds: {
      /**
       * Adds a bet to its round, opening the round with the first bet; `closed` when the round is
       * already settled or cancelled, `limit` when its total stake would leave the bigint range.
       * Locks the round row until the caller's transaction ends.
       */
      addBet: async (executor: Executor, bet: RoundBet): Promise<BetRoundRow | 'closed' | 'limit'> => {
        const [row] = await betUpsert(executor, bet).returning();
        if (row) return row;
        const [refused] = await executor
          .select({ status: betRounds.status })
          .from(betRounds)
          .where(roundKey(bet));
        return refused?.status === BET_STATUS.OPEN ? 'limit' : 'closed';
      },

      /**
       * `addBet` as SQL for a statement that writes more beside it: answers the round's id, or no
       * row when the round is closed or its stake would leave the bigint range.
       */
      addBetSql: (bet: RoundBet) => betUpsert(db, bet).returning({ id: betRounds.id }).getSQL(),

      /** A player's round, locked until the caller's transaction ends. */
      lock: async (executor: Executor, key: { vassalage: string; roundId: string; playerId: string }) => {
        const [row] = await executor.select().from(betRounds).where(roundKey(key)).for('update');
        return row;
      },

      /**
       * Records a win on a locked open round; `close` settles it at `at`, keeping the member's
       * upline chain of that moment on the round. Answers the round after the win.
       */
      addWin: async (executor: Executor, id: number, amount: bigint, close: boolean, at: Date) => {
        const [row] = await executor
          .update(betRounds)
          .set(winChange(amount, close, at))
          .where(eq(betRounds.id, id))
          .returning();
        if (!row) throw new Error(`round ${id} vanished under its lock`);
        return row;
      },

      /**
       * `addWin` as SQL for a statement that writes more beside it, on the round of `key` only if
       * it is open, a real-money round of this member's wallet in this currency, and its payout
       * stays in the bigint range: answers the round after the win (columns by their SQL names),
       * or no row.
       */
      addWinSql: (
        key: { vassalage: string; roundId: string; playerId: string },
        expected: { memberId: number; walletKind: WalletKind; currency: string },
        win: { amount: bigint; close: boolean; at: Date },
      ) =>
        db
          .update(betRounds)
          .set(winChange(win.amount, win.close, win.at))
          .where(
            and(
              roundKey(key),
              eq(betRounds.status, BET_STATUS.OPEN),
              eq(betRounds.demo, false),
              eq(betRounds.memberId, expected.memberId),
              eq(betRounds.walletKind, expected.walletKind),
              eq(betRounds.currency, expected.currency),
              sql`${betRounds.payout} <= ${MAX_LEDGER_MINOR_UNITS.toString()}::bigint - ${win.amount.toString()}::bigint`,
            ),
          )
          .returning()
          .getSQL(),

      /** Takes a refunded bet off a locked round; a round left without stake is cancelled at `at`. */
      refundBet: async (executor: Executor, id: number, amount: bigint, at: Date) => {
        const remaining = sql`${betRounds.stake} - ${amount.toString()}::bigint`;
        const [row] = await executor
          .update(betRounds)
          .set({
            stake: remaining,
            status: sql`case when ${remaining} = 0 then ${BET_STATUS.CANCELLED} else ${betRounds.status} end`,
            settledAt: sql`case when ${remaining} = 0 then ${at.toISOString()}::timestamptz else ${betRounds.settledAt} end`,
          })
          .where(eq(betRounds.id, id))
          .returning();
        if (!row) throw new Error(`round ${id} vanished under its lock`);
        return row;
      },
    },
  };
};
