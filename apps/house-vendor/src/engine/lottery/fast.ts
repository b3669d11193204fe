import { FairRng } from '../fair.ts';
import type { Multiplier } from '../money.ts';
import {
  checkRow,
  checkUnitCount,
  combinations,
  LotteryBetError,
  settleUnits,
  type BetUnit,
  type LotteryBet,
  type Settlement,
} from './bets.ts';

/**
 * The house's fast draws: every draw is `balls` digits 0–9, each drawn independently and uniformly
 * by the house games' provably fair source. The draw's server seed is random; its SHA-256 is
 * published when the draw opens and the seed itself once it is drawn, so anyone can recompute
 *   FairRng(serverSeed, clientSeed = "<game code>:<draw no.>", nonce 0).int(10), `balls` times.
 * This file has no server dependencies, so a verification page can recompute draws with it.
 */
export type FastFormat = '5D' | '3D';

export type FastBetType = 'POS' | 'POS_BS' | 'POS_OE' | 'SUM_BS' | 'SUM_OE' | 'STRAIGHT' | 'BOX3' | 'BOX6';

export const FAST_BALLS: Record<FastFormat, number> = { '5D': 5, '3D': 3 };

/** The bet types each format offers: the 3-digit game adds straight and box bets. */
export const FAST_BET_TYPES: Record<FastFormat, readonly FastBetType[]> = {
  '5D': ['POS', 'POS_BS', 'POS_OE', 'SUM_BS', 'SUM_OE'],
  '3D': ['POS', 'POS_BS', 'POS_OE', 'SUM_BS', 'SUM_OE', 'STRAIGHT', 'BOX3', 'BOX6'],
};

/**
 * The odds a fresh install starts with (payout per unit staked, stake included), about 98% return:
 * the operator sets its own per game and bet type.
 */
export const DEFAULT_FAST_ODDS: Record<FastBetType, Multiplier> = {
  POS: { num: 980, den: 100 },
  POS_BS: { num: 198, den: 100 },
  POS_OE: { num: 198, den: 100 },
  SUM_BS: { num: 198, den: 100 },
  SUM_OE: { num: 198, den: 100 },
  STRAIGHT: { num: 98_000, den: 100 },
  BOX3: { num: 32_600, den: 100 },
  BOX6: { num: 16_300, den: 100 },
};

/** The chance one unit of a bet type wins (every fast unit wins at most once). */
export const FAST_WIN_CHANCE: Record<FastBetType, number> = {
  POS: 1 / 10,
  POS_BS: 1 / 2,
  POS_OE: 1 / 2,
  // Both formats have an odd number of balls, so the sum's halves are mirror images: exactly 1/2.
  SUM_BS: 1 / 2,
  SUM_OE: 1 / 2,
  STRAIGHT: 1 / 1000,
  BOX3: 3 / 1000,
  BOX6: 6 / 1000,
};

/** The exact return to player of a bet type at given odds. */
export const fastRtp = (type: FastBetType, odds: Multiplier): number =>
  (FAST_WIN_CHANCE[type] * odds.num) / odds.den;

export type FastBet = LotteryBet<FastBetType>;

export interface FastDrawSeed {
  serverSeed: string;
  gameCode: string;
  drawNo: string;
}

/** A draw's digits, from its seed. */
export const drawFastResult = (format: FastFormat, seed: FastDrawSeed): number[] => {
  const rng = new FairRng({
    serverSeed: seed.serverSeed,
    clientSeed: `${seed.gameCode}:${seed.drawNo}`,
    nonce: 0,
  });
  return Array.from({ length: FAST_BALLS[format] }, () => rng.int(10));
};

const DIGIT = /^[0-9]$/;
const SIDES = { BS: /^(BIG|SMALL)$/, OE: /^(ODD|EVEN)$/ } as const;

/** Rows per ball, any of them empty: each option of row i is a unit "ball i+1 is <option>". */
const unitsPerBall = (format: FastFormat, picks: FastBet['picks'], pattern: RegExp): BetUnit[] => {
  if (picks.length !== FAST_BALLS[format]) {
    throw new LotteryBetError('BAD_PICKS', `${FAST_BALLS[format]} rows expected, one per ball`);
  }
  return picks.flatMap((row, ball) =>
    checkRow(row, pattern, 0).map((option) => ({ options: [String(ball + 1), option], costFactor: 1 })),
  );
};

const oneRow = (picks: FastBet['picks']): readonly string[] => {
  if (picks.length !== 1) throw new LotteryBetError('BAD_PICKS', 'one row expected');
  return picks[0]!;
};

/** The units a bet expands into; a bet the format does not offer, or malformed picks, throw. */
export const expandFastBet = (format: FastFormat, bet: FastBet): BetUnit[] => {
  if (!FAST_BET_TYPES[format].includes(bet.type)) {
    throw new LotteryBetError('UNKNOWN_TYPE', `${format} has no ${bet.type} bets`);
  }
  const units = ((): BetUnit[] => {
    switch (bet.type) {
      case 'POS':
        return unitsPerBall(format, bet.picks, DIGIT);
      case 'POS_BS':
        return unitsPerBall(format, bet.picks, SIDES.BS);
      case 'POS_OE':
        return unitsPerBall(format, bet.picks, SIDES.OE);
      case 'SUM_BS':
        return checkRow(oneRow(bet.picks), SIDES.BS).map((option) => ({ options: [option], costFactor: 1 }));
      case 'SUM_OE':
        return checkRow(oneRow(bet.picks), SIDES.OE).map((option) => ({ options: [option], costFactor: 1 }));
      case 'STRAIGHT': {
        if (bet.picks.length !== 3) throw new LotteryBetError('BAD_PICKS', 'three rows expected');
        const [hundreds, tens, ones] = bet.picks.map((row) => checkRow(row, DIGIT));
        return hundreds!.flatMap((a) =>
          tens!.flatMap((b) => ones!.map((c) => ({ options: [a, b, c], costFactor: 1 }))),
        );
      }
      case 'BOX3': {
        // An ordered pair of digits: the one drawn twice, then the one drawn once.
        const digits = checkRow(oneRow(bet.picks), DIGIT, 2);
        return digits.flatMap((pair) =>
          digits
            .filter((single) => single !== pair)
            .map((single) => ({ options: [pair, single], costFactor: 1 })),
        );
      }
      case 'BOX6':
        return combinations(checkRow(oneRow(bet.picks), DIGIT, 3), 3).map((options) => ({
          options,
          costFactor: 1,
        }));
    }
  })();
  checkUnitCount(units.length);
  return units;
};

const isBig = (value: number, max: number) => value * 2 > max;
const sideOf = (value: number, max: number) => (isBig(value, max) ? 'BIG' : 'SMALL');
const parityOf = (value: number) => (value % 2 === 1 ? 'ODD' : 'EVEN');
const sorted = (digits: readonly number[]) => [...digits].sort((a, b) => a - b).join('');

/** Whether a unit of a bet type wins on the drawn digits (1 hit) or not (0). */
export const fastUnitHits = (type: FastBetType, unit: BetUnit, digits: readonly number[]): number => {
  const [first, second] = unit.options;
  const sum = digits.reduce((total, digit) => total + digit, 0);
  const ball = () => digits[Number(first) - 1]!;
  const won = ((): boolean => {
    switch (type) {
      case 'POS':
        return ball() === Number(second);
      case 'POS_BS':
        return sideOf(ball(), 9) === second;
      case 'POS_OE':
        return parityOf(ball()) === second;
      case 'SUM_BS':
        return sideOf(sum, 9 * digits.length) === first;
      case 'SUM_OE':
        return parityOf(sum) === first;
      case 'STRAIGHT':
        return unit.options.join('') === digits.join('');
      case 'BOX3':
        return sorted(digits) === sorted([Number(first), Number(first), Number(second)]);
      case 'BOX6':
        return new Set(digits).size === 3 && sorted(digits) === sorted(unit.options.map(Number));
    }
  })();
  return won ? 1 : 0;
};

/** Settles a bet's units against a draw. */
export const settleFastBet = (
  type: FastBetType,
  units: readonly BetUnit[],
  stakePerUnit: bigint,
  odds: Multiplier,
  digits: readonly number[],
): Settlement => settleUnits(units, stakePerUnit, odds, (unit) => fastUnitHits(type, unit, digits));
