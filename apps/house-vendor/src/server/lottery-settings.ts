import { and, eq } from 'drizzle-orm';
import {
  betTypesOf,
  LOTTERY_LIMITS,
  oddsOf,
  type LotteryBetType,
  type LotteryGame,
} from '../engine/lottery/games.ts';
import { multiplierValue, type Multiplier } from '../engine/money.ts';
import type { HouseDatabase } from './db.ts';
import { houseLotterySettings } from './tables.ts';

type Reader = Pick<HouseDatabase, 'select'>;

/** What a bet type of a game is placed at: its odds, a unit's stake range, the most one number may pay. */
export interface LotteryBetSettings {
  betType: LotteryBetType;
  odds: Multiplier;
  minStake: bigint;
  maxStake: bigint;
  maxExposure: bigint;
}

/** Odds as players and staff read them: "1.98", "75", "7.5". */
export const formatOdds = (odds: Multiplier): string => multiplierValue(odds).toString();

const defaultsOf = (game: LotteryGame, betType: LotteryBetType): LotteryBetSettings => ({
  betType,
  odds: oddsOf(game, betType),
  ...LOTTERY_LIMITS,
});

/**
 * Every bet type's settings of a game: the operator's row where one was set, the engine's defaults
 * otherwise. One query; a placement reads it in its own transaction, so a change made on any
 * instance applies to the next order.
 */
export const lotterySettingsOf = async (
  db: Reader,
  game: LotteryGame,
  only?: LotteryBetType,
): Promise<LotteryBetSettings[]> => {
  const rows = await db
    .select()
    .from(houseLotterySettings)
    .where(
      and(
        eq(houseLotterySettings.gameId, game.gameId),
        only === undefined ? undefined : eq(houseLotterySettings.betType, only),
      ),
    );
  const types = only === undefined ? betTypesOf(game) : [only];
  return types.map((betType) => {
    const row = rows.find((candidate) => candidate.betType === betType);
    return row
      ? {
          betType,
          odds: row.odds,
          minStake: row.minStake,
          maxStake: row.maxStake,
          maxExposure: row.maxExposure,
        }
      : defaultsOf(game, betType);
  });
};
