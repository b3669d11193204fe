import { payoutOf, type Multiplier } from '../money.ts';

/**
 * What every lottery game shares. A bet is a bet type and the picks of the slip's number pickers,
 * one row of options per picker (a position, or the one list of numbers). The bet expands into
 * units, each a single wager of the stake per unit: a unit costs the stake times its cost factor
 * (1, or the number of prize numbers a Vietnamese "bao lô" covers) and pays the stake times the
 * odds once per hit. Amounts are integer minor units; payouts are rounded down once per unit.
 */
export interface LotteryBet<Type extends string> {
  type: Type;
  picks: readonly (readonly string[])[];
}

/** One wager of a bet: the options it stands on, one per picker it spans. */
export interface BetUnit {
  /** The options of the unit, e.g. ['1', '7'] for "ball 1 is 7", ['12', '34'] for a pair. */
  options: readonly string[];
  /** Stakes per unit this wager costs (1 for most bet types). */
  costFactor: number;
}

/** The most units one order may expand into (10 × 10 × 10 for a straight on every number). */
export const MAX_UNITS_PER_ORDER = 1_000;

/** Why a bet is refused: stable codes the server answers with. */
export type BetProblem = 'UNKNOWN_TYPE' | 'BAD_PICKS' | 'TOO_MANY_UNITS';

export class LotteryBetError extends Error {
  readonly problem: BetProblem;

  constructor(problem: BetProblem, message: string) {
    super(message);
    this.name = 'LotteryBetError';
    this.problem = problem;
  }
}

/** The number of ways to choose k of n (0 when k is out of range). */
export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/** Every k-element subset of `items`, in the items' order (lexicographic by position). */
export const combinations = <T>(items: readonly T[], k: number): T[][] => {
  const result: T[][] = [];
  const chosen: T[] = [];
  const walk = (start: number) => {
    if (chosen.length === k) {
      result.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i += 1) {
      chosen.push(items[i]!);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return result;
};

/** Options of a picker row: distinct, each matching `pattern`, at least `min` of them. */
export const checkRow = (row: readonly string[], pattern: RegExp, min = 1): readonly string[] => {
  if (row.length < min || new Set(row).size !== row.length || !row.every((option) => pattern.test(option))) {
    throw new LotteryBetError(
      'BAD_PICKS',
      `a picker row needs ${min}+ distinct options like ${pattern.source}`,
    );
  }
  return row;
};

/** Refuses a bet that expands into more units than an order may hold. */
export const checkUnitCount = (count: number) => {
  if (count < 1) throw new LotteryBetError('BAD_PICKS', 'the bet has no units');
  if (count > MAX_UNITS_PER_ORDER) {
    throw new LotteryBetError('TOO_MANY_UNITS', `${count} units is more than ${MAX_UNITS_PER_ORDER}`);
  }
};

/**
 * How many units a bet expands into, as the slip shows before placing: 0 while its picks are
 * incomplete or malformed; a bet past the order limit still throws.
 */
export const countUnits = (expand: () => readonly BetUnit[]): number => {
  try {
    return expand().length;
  } catch (error) {
    if (error instanceof LotteryBetError && error.problem !== 'TOO_MANY_UNITS') return 0;
    throw error;
  }
};

/** What an order costs: the stake per unit times every unit's cost factor. */
export const orderCost = (units: readonly BetUnit[], stakePerUnit: bigint): bigint =>
  units.reduce((sum, unit) => sum + stakePerUnit * BigInt(unit.costFactor), 0n);

/** What a unit pays for `hits` hits: the stake times the odds, rounded down, per hit. */
export const unitPayout = (stakePerUnit: bigint, odds: Multiplier, hits: number): bigint =>
  payoutOf(stakePerUnit, odds) * BigInt(hits);

/** A settled order: its payout and which units won (their index and hits). */
export interface Settlement {
  payout: bigint;
  winningUnits: { index: number; hits: number }[];
}

/** Settles units one by one with the game's hit count and the bet type's odds. */
export const settleUnits = (
  units: readonly BetUnit[],
  stakePerUnit: bigint,
  odds: Multiplier,
  hitsOf: (unit: BetUnit) => number,
): Settlement => {
  let payout = 0n;
  const winningUnits: Settlement['winningUnits'] = [];
  units.forEach((unit, index) => {
    const hits = hitsOf(unit);
    if (hits === 0) return;
    payout += unitPayout(stakePerUnit, odds, hits);
    winningUnits.push({ index, hits });
  });
  return { payout, winningUnits };
};
