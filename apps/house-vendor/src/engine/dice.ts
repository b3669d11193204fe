import { ZERO, type Multiplier } from './money.ts';

/**
 * Dice: a roll is an integer 0..9999, shown as 00.00–99.99. The player picks a target in
 * hundredths and a direction; "under" wins when roll < target, "over" when roll > target, so the
 * target itself always loses. The multiplier pays 99% of the fair odds, rounded down to 4 decimals.
 */
export type DiceDirection = 'over' | 'under';

export interface DiceChoice {
  /** Hundredths of a point (5050 is 50.50); the win chance bounds its range. */
  target: number;
  direction: DiceDirection;
}

export interface DiceResult {
  roll: number;
  win: boolean;
  /** ZERO when the roll lost. */
  multiplier: Multiplier;
}

/** How many rolls there are: 0..9999. */
export const DICE_OUTCOMES = 10_000;
/** 1.00% win chance. */
export const DICE_MIN_WINNING_OUTCOMES = 100;
/** 98.00% win chance. */
export const DICE_MAX_WINNING_OUTCOMES = 9_800;
/** The nominal return to player; the exact figure per choice is `diceRtp` (between 0.989 and 0.99). */
export const DICE_RTP = 0.99;

/** Multipliers carry 4 decimals. */
const MULTIPLIER_DEN = 10_000;
/** 0.99 × DICE_OUTCOMES × MULTIPLIER_DEN, so the multiplier is one integer division. */
const EDGED_ODDS_NUM = 99 * DICE_OUTCOMES * (MULTIPLIER_DEN / 100);

const isDiceDirection = (direction: string): direction is DiceDirection =>
  direction === 'over' || direction === 'under';

/** How many of the 10 000 rolls win for this choice. */
export const diceWinningOutcomes = (choice: DiceChoice): number =>
  choice.direction === 'under' ? choice.target : DICE_OUTCOMES - 1 - choice.target;

/** An integer target, a known direction and a win chance between 1.00% and 98.00%. */
export const isValidDiceChoice = (choice: { target: number; direction: string }): choice is DiceChoice => {
  const { target, direction } = choice;
  if (!Number.isInteger(target) || !isDiceDirection(direction)) return false;
  const winning = diceWinningOutcomes({ target, direction });
  return winning >= DICE_MIN_WINNING_OUTCOMES && winning <= DICE_MAX_WINNING_OUTCOMES;
};

/** floor(0.99 × 10000 / winning × 10000) / 10000, in integers; an invalid choice throws a RangeError. */
export const diceMultiplier = (choice: DiceChoice): Multiplier => {
  if (!isValidDiceChoice(choice)) throw new RangeError(`invalid dice choice ${JSON.stringify(choice)}`);
  return { num: Math.floor(EDGED_ODDS_NUM / diceWinningOutcomes(choice)), den: MULTIPLIER_DEN };
};

/** The exact return to player of a choice: winning / 10000 × multiplier (below 0.99 by the rounding). */
export const diceRtp = (choice: DiceChoice): number => {
  const multiplier = diceMultiplier(choice);
  return (diceWinningOutcomes(choice) * multiplier.num) / (DICE_OUTCOMES * multiplier.den);
};

export const playDice = (choice: DiceChoice, rng: { int(n: number): number }): DiceResult => {
  const multiplier = diceMultiplier(choice);
  const roll = rng.int(DICE_OUTCOMES);
  const win = choice.direction === 'under' ? roll < choice.target : roll > choice.target;
  return { roll, win, multiplier: win ? multiplier : ZERO };
};
