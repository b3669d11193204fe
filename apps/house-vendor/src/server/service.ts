import { randomBytes, randomUUID } from 'node:crypto';
import { and, countDistinct, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { formatAmount, parseAmount } from '../api/amounts.ts';
import {
  MAX_FOLLOW_DRAWS,
  type GameInfo,
  type JackpotView,
  type PlayRequest,
  type PlayResult,
  type RoomsView,
  type RoundView,
  type SessionView,
  ROAD_HANDS,
  TABLE_PLAYER_MINUTES,
} from '../api/schemas.ts';
import {
  BACCARAT_SIDES,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratHand,
  type BaccaratSide,
} from '../engine/baccarat.ts';
import { diceMultiplier, isValidDiceChoice, type DiceChoice } from '../engine/dice.ts';
import { findHouseGame, HOUSE_TABLES, type HouseGame, type StakeLimits } from '../engine/games.ts';
import { findLotteryGame, type LotteryGame } from '../engine/lottery/games.ts';
import { JACKPOT_SEED, jackpotContribution, jackpotPrize, poolAfterPrize } from '../engine/jackpot.ts';
import {
  cashOut,
  MINES_MAX,
  MINES_MIN,
  MinesRuleError,
  minesStateMultiplier,
  revealCell,
  type MinesState,
  type MinesStatus,
} from '../engine/mines.ts';
import { payoutOf, type Multiplier } from '../engine/money.ts';
import { replayRound } from '../engine/replay.ts';
import type { SlotOutcome } from '../engine/slots/engine.ts';
import type { HouseDatabase } from './db.ts';
import { HouseError, isUniqueViolation } from './errors.ts';
import { formatOdds, lotterySettingsOf, type LotteryBetSettings } from './lottery-settings.ts';
import { PlatformRefusal, type PlatformClient } from './platform-client.ts';
import { activeSeedPair, rotateSeeds, seedsView, takeNonce } from './seeds.ts';
import { createSessionAccess, sha256, type SessionRow } from './session-access.ts';
import { houseJackpots, houseJackpotWins, houseRounds, houseSeedPairs, houseSessions } from './tables.ts';

/** A game page's session lives as long as the platform's player session. */
const SESSION_HOURS = 8;
/** A round still PENDING after this lost its request between the bet and the outcome. */
const PENDING_GRACE_MS = 30_000;
/** An open mines board nobody touched for this long is closed: cashed out, or refunded without reveals. */
const ABANDONED_BOARD_MS = 24 * 3_600_000;

type RoundRow = typeof houseRounds.$inferSelect;
interface MinesStored {
  revealed: number[];
  status: MinesStatus;
}

const limitsView = (limits: StakeLimits) => ({
  min: formatAmount(limits.min),
  max: formatAmount(limits.max),
});

const gameInfo = (game: HouseGame): GameInfo => ({
  gameId: game.gameId,
  kind: game.kind,
  slotTitle: game.kind === 'SLOT' ? game.slotTitle : null,
  names: game.names,
  limits:
    game.kind === 'BACCARAT'
      ? (Object.fromEntries(BACCARAT_SIDES.map((side) => [side, limitsView(game.limits[side])])) as Record<
          BaccaratSide,
          ReturnType<typeof limitsView>
        >)
      : limitsView(game.limits),
  lottery: null,
});

/**
 * A lottery game as its page draws it, with the operator's settings: its draws, each bet type's odds
 * and stake per unit, and the range every bet type's stakes span.
 */
const lotteryGameInfo = (game: LotteryGame, settings: readonly LotteryBetSettings[]): GameInfo => ({
  gameId: game.gameId,
  kind: 'LOTTERY',
  slotTitle: null,
  names: game.names,
  limits: limitsView({
    min: settings.reduce((min, { minStake }) => (minStake < min ? minStake : min), settings[0]!.minStake),
    max: settings.reduce((max, { maxStake }) => (maxStake > max ? maxStake : max), settings[0]!.maxStake),
  }),
  lottery: {
    kind: game.kind,
    format: game.kind === 'FAST' ? game.format : null,
    region: game.kind === 'VN' ? game.province.region : null,
    province: game.kind === 'VN' ? game.province.code : null,
    periodMinutes: game.kind === 'FAST' ? game.schedule.periodMinutes : null,
    betTypes: settings.map((setting) => ({
      type: setting.betType,
      odds: formatOdds(setting.odds),
      limits: limitsView({ min: setting.minStake, max: setting.maxStake }),
    })),
    maxFollowDraws: MAX_FOLLOW_DRAWS,
  },
});

/** The game a session plays: a house game, or a lottery game (whose bets go through the orders API). */
const sessionGameInfo = async (db: HouseDatabase, gameId: string): Promise<GameInfo> => {
  const game = findHouseGame(gameId);
  if (game) return gameInfo(game);
  const lottery = findLotteryGame(gameId);
  if (lottery) return lotteryGameInfo(lottery, await lotterySettingsOf(db, lottery));
  throw new HouseError('game_not_found');
};

const withinLimits = (amount: string, limits: StakeLimits): bigint => {
  const minor = parseAmount(amount);
  if (minor === null) throw new HouseError('validation_failed');
  if (minor < limits.min || minor > limits.max) throw new HouseError('stake_out_of_range');
  return minor;
};

/** The stake and the stored choice of a play, checked against the game's limits and rules. */
const checkPlay = (
  game: HouseGame,
  request: PlayRequest,
): { stake: bigint; choice: Record<string, unknown> } => {
  if (request.kind !== game.kind) throw new HouseError('choice_invalid');
  switch (request.kind) {
    case 'SLOT':
      return { stake: withinLimits(request.stake, game.limits as StakeLimits), choice: {} };
    case 'DICE':
      if (!isValidDiceChoice(request.choice)) throw new HouseError('choice_invalid');
      return { stake: withinLimits(request.stake, game.limits as StakeLimits), choice: request.choice };
    case 'MINES':
      if (request.choice.mines < MINES_MIN || request.choice.mines > MINES_MAX)
        throw new HouseError('choice_invalid');
      return { stake: withinLimits(request.stake, game.limits as StakeLimits), choice: request.choice };
    case 'BACCARAT': {
      const limits = game.limits as Record<BaccaratSide, StakeLimits>;
      let stake = 0n;
      const choice: Record<string, string> = {};
      for (const side of BACCARAT_SIDES) {
        const amount = request.bets[side];
        if (amount === undefined) continue;
        const minor = withinLimits(amount, limits[side]);
        stake += minor;
        choice[side] = formatAmount(minor);
      }
      return { stake, choice };
    }
  }
};

const baccaratBets = (choice: unknown): BaccaratBets =>
  Object.fromEntries(
    Object.entries(choice as Record<string, string>).map(([side, amount]) => [
      side,
      parseAmount(amount) ?? 0n,
    ]),
  );

const minesState = (round: RoundRow): MinesState => {
  const stored = round.state as MinesStored;
  return {
    mines: (round.choice as { mines: number }).mines,
    minePositions: (round.outcome as { minePositions: number[] }).minePositions,
    revealed: stored.revealed,
    status: stored.status,
  };
};

/** What a single-step round pays, from its outcome. */
const singleStepPayout = (round: RoundRow): bigint => {
  switch (round.kind) {
    case 'SLOT':
      return payoutOf(round.stake, (round.outcome as SlotOutcome).multiplier);
    case 'DICE':
      return (round.outcome as { win: boolean }).win
        ? payoutOf(round.stake, diceMultiplier(round.choice as DiceChoice))
        : 0n;
    case 'BACCARAT':
      return settleBaccarat((round.outcome as { hand: BaccaratHand }).hand, baccaratBets(round.choice))
        .payout;
    case 'MINES':
      throw new Error('a mines round is settled by its moves');
  }
};

const multiplierText = (multiplier: Multiplier): string => {
  const tenThousandths = (BigInt(multiplier.num) * 10_000n) / BigInt(multiplier.den);
  return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
};

/** The outcome as the player may see it: nothing before the bet is taken, no mines while the board is open. */
const publicOutcome = (round: RoundRow): unknown => {
  if (round.status === 'PENDING' || round.status === 'REFUSED' || round.status === 'CANCELLED') return null;
  switch (round.kind) {
    case 'MINES': {
      const state = minesState(round);
      return {
        revealed: state.revealed,
        minePositions: round.status === 'OPEN' ? null : state.minePositions,
      };
    }
    case 'BACCARAT': {
      const { hand } = round.outcome as { hand: BaccaratHand };
      const { perSide } = settleBaccarat(hand, baccaratBets(round.choice));
      return {
        hand,
        perSide: Object.fromEntries(
          Object.entries(perSide).map(([side, amount]) => [side, formatAmount(amount)]),
        ),
      };
    }
    default:
      return round.outcome;
  }
};

const roundView = (round: RoundRow, pair: typeof houseSeedPairs.$inferSelect): RoundView => {
  const currentMultiplier =
    round.kind === 'MINES' && round.status === 'OPEN'
      ? multiplierText(minesStateMultiplier(minesState(round)))
      : round.payout === null
        ? null
        : multiplierText({ num: Number(round.payout), den: Number(round.stake) });
  return {
    id: round.id,
    gameId: round.gameId,
    kind: round.kind,
    status: round.status,
    stake: formatAmount(round.stake),
    payout: round.payout === null ? null : formatAmount(round.payout),
    multiplier: currentMultiplier,
    jackpotWin: round.jackpotWin === null ? null : formatAmount(round.jackpotWin),
    currency: round.currency,
    demo: round.demo,
    nonce: round.nonce,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    serverSeed: pair.active ? null : pair.serverSeed,
    choice: round.choice,
    outcome: publicOutcome(round),
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
};

export interface HouseServiceOptions {
  db: HouseDatabase;
  platform: PlatformClient;
  clock?: () => Date;
  log?: { warn(details: object, message: string): void };
}

export const createHouseService = ({ db, platform, clock = () => new Date(), log }: HouseServiceOptions) => {
  const { sessionOf, refusalOf, balanceOf } = createSessionAccess({ db, platform, clock, log });
  const loadRounds = async (where: ReturnType<typeof and>, limit = 1) => {
    const rows = await db
      .select({ round: houseRounds, pair: houseSeedPairs })
      .from(houseRounds)
      .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
      .where(where)
      .orderBy(desc(houseRounds.createdAt))
      .limit(limit);
    return rows;
  };

  const viewOf = async (roundId: string): Promise<RoundView> => {
    const [row] = await loadRounds(eq(houseRounds.id, roundId));
    if (!row) throw new HouseError('round_not_found');
    return roundView(row.round, row.pair);
  };

  /** Sends the round's win (the same transaction id every time) and closes it. */
  const sendWin = async (round: RoundRow): Promise<string> => {
    const answer = await platform.win({
      playerId: round.playerId,
      transactionId: `${round.id}:win`,
      roundId: round.id,
      gameCode: round.gameId,
      amount: formatAmount(round.payout ?? 0n),
      currency: round.currency,
    });
    await db
      .update(houseRounds)
      .set({ status: 'SETTLED', settledAt: clock(), updatedAt: clock() })
      .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'SETTLING')));
    return answer.balance;
  };

  /**
   * Fixes what a round pays (and, for real-money slots, feeds and maybe wins the jackpot) in one
   * transaction guarded by the round's status and version, then pays it. Two parallel actions on one
   * round: only one passes the guard.
   */
  const settle = async (
    round: RoundRow,
    payout: bigint,
    state: MinesStored | null = null,
  ): Promise<PlayResult> => {
    const settling = await db.transaction(async (tx) => {
      let jackpotWin: bigint | null = null;
      const game = findHouseGame(round.gameId);
      if (round.kind === 'SLOT' && !round.demo && game?.kind === 'SLOT') {
        const contribution = jackpotContribution(round.stake);
        const [pool] = await tx
          .insert(houseJackpots)
          .values({ currency: round.currency, pool: JACKPOT_SEED + contribution })
          .onConflictDoUpdate({
            target: houseJackpots.currency,
            set: {
              pool: sql`${houseJackpots.pool} + ${contribution.toString()}::bigint`,
              updatedAt: clock(),
            },
          })
          .returning();
        if (pool && (round.outcome as SlotOutcome).jackpotHit) {
          jackpotWin = jackpotPrize(pool.pool, round.stake, game.limits.max);
          await tx
            .update(houseJackpots)
            .set({ pool: poolAfterPrize(pool.pool, jackpotWin), updatedAt: clock() })
            .where(eq(houseJackpots.currency, round.currency));
          await tx.insert(houseJackpotWins).values({
            roundId: round.id,
            playerId: round.playerId,
            gameId: round.gameId,
            amount: jackpotWin,
            currency: round.currency,
          });
        }
      }
      const [updated] = await tx
        .update(houseRounds)
        .set({
          status: 'SETTLING',
          payout: payout + (jackpotWin ?? 0n),
          jackpotWin,
          state: state ?? round.state,
          version: round.version + 1,
          updatedAt: clock(),
        })
        .where(
          and(
            eq(houseRounds.id, round.id),
            eq(houseRounds.status, round.status),
            eq(houseRounds.version, round.version),
          ),
        )
        .returning();
      // Another action changed the round first: undo this one's jackpot changes too.
      if (!updated) throw new HouseError('round_busy');
      return updated;
    });
    let balance: string;
    try {
      balance = await sendWin(settling);
    } catch (error) {
      throw refusalOf(error);
    }
    return { round: await viewOf(round.id), balance };
  };

  const roundOf = async (session: SessionRow, roundId: string): Promise<RoundRow> => {
    const [round] = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.id, roundId), eq(houseRounds.playerId, session.playerId)));
    if (!round) throw new HouseError('round_not_found');
    return round;
  };

  /** The player's mines round that is still open for a move. */
  const openBoard = async (token: string | undefined, roundId: string) => {
    const session = await sessionOf(token);
    const round = await roundOf(session, roundId);
    if (round.kind !== 'MINES') throw new HouseError('round_not_found');
    if (round.status !== 'OPEN')
      throw new HouseError(round.status === 'SETTLING' ? 'round_busy' : 'round_closed');
    return { session, round };
  };

  /** A move by the board's rules; a move they refuse answers the rule's code. */
  const byBoardRules = <T>(move: () => T): T => {
    try {
      return move();
    } catch (error) {
      if (error instanceof MinesRuleError)
        throw new HouseError(error.code === 'mines_invalid' ? 'choice_invalid' : error.code);
      throw error;
    }
  };

  /** Cancels a round whose bet may or may not have reached the platform: the rollback refunds it if it did. */
  const cancelRound = async (round: RoundRow) => {
    await platform.refundBet({ playerId: round.playerId, roundId: round.id, gameCode: round.gameId });
    await db
      .update(houseRounds)
      .set({ status: 'CANCELLED', settledAt: clock(), updatedAt: clock() })
      .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, round.status)));
  };

  /**
   * Finishes what a crash or a lost request left: pays rounds whose payout is fixed, refunds rounds
   * stuck between bet and outcome, closes abandoned mines boards. Answers the rounds it finished.
   */
  const recover = async (playerId?: string): Promise<string[]> => {
    const now = clock().getTime();
    const stuck = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          playerId ? eq(houseRounds.playerId, playerId) : undefined,
          or(
            eq(houseRounds.status, 'SETTLING'),
            and(
              eq(houseRounds.status, 'PENDING'),
              lt(houseRounds.updatedAt, new Date(now - PENDING_GRACE_MS)),
            ),
            and(
              eq(houseRounds.status, 'OPEN'),
              lt(houseRounds.updatedAt, new Date(now - ABANDONED_BOARD_MS)),
            ),
          ),
        ),
      )
      .limit(100);
    const finished: string[] = [];
    for (const round of stuck) {
      try {
        if (round.status === 'SETTLING') await sendWin(round);
        else if (round.status === 'PENDING') await cancelRound(round);
        else {
          const board = minesState(round);
          if (board.revealed.length === 0) await cancelRound(round);
          else
            await settle(round, payoutOf(round.stake, minesStateMultiplier(board)), {
              revealed: board.revealed,
              status: 'CASHED_OUT',
            });
        }
        finished.push(round.id);
      } catch (error) {
        log?.warn({ err: error, roundId: round.id }, 'house round recovery failed; retried later');
      }
    }
    return finished;
  };

  const jackpot = async (currency: string): Promise<JackpotView> => {
    const [row] = await db.select().from(houseJackpots).where(eq(houseJackpots.currency, currency));
    return {
      amount: formatAmount(row?.pool ?? JACKPOT_SEED),
      currency,
      updatedAt: (row?.updatedAt ?? clock()).toISOString(),
    };
  };

  /** The live tables: each baccarat game's recent players and its road of settled hands. */
  const rooms = async (): Promise<RoomsView> => {
    const since = new Date(clock().getTime() - TABLE_PLAYER_MINUTES * 60_000);
    return {
      rooms: await Promise.all(
        HOUSE_TABLES.map(async (table) => {
          const [hands, [seated]] = await Promise.all([
            db
              .select({ outcome: houseRounds.outcome })
              .from(houseRounds)
              .where(
                and(
                  eq(houseRounds.gameId, table.gameId),
                  inArray(houseRounds.status, ['SETTLING', 'SETTLED']),
                ),
              )
              .orderBy(desc(houseRounds.createdAt))
              .limit(ROAD_HANDS),
            db
              .select({ players: countDistinct(houseRounds.playerId) })
              .from(houseRounds)
              .where(and(eq(houseRounds.gameId, table.gameId), gt(houseRounds.createdAt, since))),
          ]);
          return {
            roomId: table.gameId,
            gameCode: table.gameId,
            status: 'BETTING' as const,
            players: seated?.players ?? 0,
            minBet: formatAmount(table.limits.player.min),
            maxBet: formatAmount(table.limits.player.max),
            road: hands.reverse().map(({ outcome }) => {
              const { hand } = outcome as { hand: BaccaratHand };
              return { winner: hand.winner, playerPair: hand.playerPair, bankerPair: hand.bankerPair };
            }),
          };
        }),
      ),
    };
  };

  const sessionView = async (session: SessionRow, finished: string[]): Promise<SessionView> => {
    const game = await sessionGameInfo(db, session.gameId);
    const [latest] = await loadRounds(
      and(eq(houseRounds.playerId, session.playerId), eq(houseRounds.gameId, session.gameId)),
    );
    const interrupted =
      latest && (latest.round.status === 'OPEN' || finished.includes(latest.round.id))
        ? roundView(latest.round, latest.pair)
        : null;
    return {
      player: {
        nickname: session.nickname,
        currency: session.currency,
        demo: session.demo,
        language: session.language === 'EN' ? 'EN' : 'JA',
        timeZone: session.timeZone,
      },
      balance: await balanceOf(session),
      game,
      seeds: seedsView(await activeSeedPair(db, session.playerId)),
      openRound: interrupted,
      jackpot: game.kind === 'SLOT' ? (await jackpot(session.currency)).amount : null,
    };
  };

  return {
    recover,

    purgeExpiredSessions: async () => {
      await db.delete(houseSessions).where(lt(houseSessions.expiresAt, clock()));
    },

    /** Exchanges the platform's one-time launch token for a game page session. */
    openSession: async (launchToken: string): Promise<SessionView> => {
      let player;
      try {
        player = await platform.authenticate(launchToken);
      } catch (error) {
        if (error instanceof PlatformRefusal) throw new HouseError('launch_token_invalid');
        throw refusalOf(error);
      }
      if (!findHouseGame(player.gameCode) && !findLotteryGame(player.gameCode)) {
        throw new HouseError('game_not_found');
      }
      const sessionToken = randomBytes(32).toString('base64url');
      const session = {
        tokenHash: sha256(sessionToken),
        platformSessionId: player.sessionId,
        playerId: player.playerId,
        nickname: player.nickname,
        gameId: player.gameCode,
        currency: player.currency,
        language: player.language,
        demo: player.demo,
        timeZone: player.timeZone,
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + SESSION_HOURS * 3_600_000),
      };
      await db.insert(houseSessions).values(session);
      const finished = await recover(player.playerId);
      return { ...(await sessionView(session, finished)), sessionToken };
    },

    /** The session again after a reload, with an interrupted round finished or still open. */
    getSession: async (token: string | undefined): Promise<SessionView> => {
      const session = await sessionOf(token);
      return sessionView(session, await recover(session.playerId));
    },

    play: async (token: string | undefined, request: PlayRequest): Promise<PlayResult> => {
      const session = await sessionOf(token);
      const game = findHouseGame(session.gameId);
      if (!game) throw new HouseError('game_not_found');
      const { stake, choice } = checkPlay(game, request);
      const sameRequest = async (): Promise<PlayResult> => {
        const [row] = await loadRounds(
          and(eq(houseRounds.playerId, session.playerId), eq(houseRounds.requestId, request.requestId)),
        );
        if (!row) throw new HouseError('round_not_found');
        if (row.round.status === 'PENDING' || row.round.status === 'SETTLING')
          throw new HouseError('round_busy');
        return { round: roundView(row.round, row.pair), balance: await balanceOf(session) };
      };
      const roundId = randomUUID();
      let round: RoundRow | undefined;
      try {
        round = await db.transaction(async (tx) => {
          const { pair, nonce } = await takeNonce(tx, session.playerId);
          const { outcome } = replayRound({ ...pair, nonce, gameId: game.gameId, choice });
          const [inserted] = await tx
            .insert(houseRounds)
            .values({
              id: roundId,
              playerId: session.playerId,
              platformSessionId: session.platformSessionId,
              gameId: game.gameId,
              kind: game.kind,
              requestId: request.requestId,
              seedPairId: pair.id,
              nonce,
              stake,
              currency: session.currency,
              demo: session.demo,
              choice,
              outcome,
              state: game.kind === 'MINES' ? ({ revealed: [], status: 'OPEN' } satisfies MinesStored) : null,
              status: 'PENDING',
            })
            .returning();
          return inserted;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'house_rounds_request_idx')) return sameRequest();
        if (isUniqueViolation(error, 'house_rounds_open_board_idx')) throw new HouseError('round_open');
        throw error;
      }
      if (!round) throw new Error('round not stored');

      let balance: string;
      try {
        ({ balance } = await platform.bet({
          sessionId: session.platformSessionId,
          playerId: session.playerId,
          transactionId: `${round.id}:bet`,
          roundId: round.id,
          gameCode: game.gameId,
          amount: formatAmount(stake),
          currency: session.currency,
        }));
      } catch (error) {
        // A refusal moved nothing; without an answer the round stays PENDING and recovery refunds it.
        if (error instanceof PlatformRefusal)
          await db
            .update(houseRounds)
            .set({ status: 'REFUSED', updatedAt: clock() })
            .where(eq(houseRounds.id, round.id));
        throw refusalOf(error);
      }
      if (game.kind === 'MINES') {
        await db
          .update(houseRounds)
          .set({ status: 'OPEN', updatedAt: clock() })
          .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'PENDING')));
        return { round: await viewOf(round.id), balance };
      }
      return settle(round, singleStepPayout(round));
    },

    reveal: async (token: string | undefined, roundId: string, cell: number): Promise<PlayResult> => {
      const { session, round } = await openBoard(token, roundId);
      const next = byBoardRules(() => revealCell(minesState(round), cell)).state;
      const stored: MinesStored = { revealed: next.revealed, status: next.status };
      if (next.status === 'OPEN') {
        const [updated] = await db
          .update(houseRounds)
          .set({ state: stored, version: round.version + 1, updatedAt: clock() })
          .where(
            and(
              eq(houseRounds.id, round.id),
              eq(houseRounds.status, 'OPEN'),
              eq(houseRounds.version, round.version),
            ),
          )
          .returning({ id: houseRounds.id });
        if (!updated) throw new HouseError('round_busy');
        return { round: await viewOf(round.id), balance: await balanceOf(session) };
      }
      // A mine pays nothing (its multiplier is zero); a cleared board pays the top multiplier.
      return settle(round, payoutOf(round.stake, minesStateMultiplier(next)), stored);
    },

    cashOut: async (token: string | undefined, roundId: string): Promise<PlayResult> => {
      const { round } = await openBoard(token, roundId);
      const cashed = byBoardRules(() => cashOut(minesState(round)));
      return settle(round, payoutOf(round.stake, minesStateMultiplier(cashed)), {
        revealed: cashed.revealed,
        status: cashed.status,
      });
    },

    rounds: async (token: string | undefined, limit: number): Promise<RoundView[]> => {
      const session = await sessionOf(token);
      const rows = await loadRounds(
        and(
          eq(houseRounds.playerId, session.playerId),
          eq(houseRounds.gameId, session.gameId),
          inArray(houseRounds.status, ['OPEN', 'SETTLING', 'SETTLED']),
        ),
        limit,
      );
      return rows.map((row) => roundView(row.round, row.pair));
    },

    round: async (token: string | undefined, roundId: string): Promise<RoundView> => {
      const session = await sessionOf(token);
      await roundOf(session, roundId);
      return viewOf(roundId);
    },

    rotateSeeds: async (token: string | undefined, clientSeed: string) => {
      const session = await sessionOf(token);
      return rotateSeeds(db, session.playerId, clientSeed, clock());
    },

    jackpot,

    rooms,
  };
};
export type HouseService = ReturnType<typeof createHouseService>;
