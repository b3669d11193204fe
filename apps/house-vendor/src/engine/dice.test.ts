import { describe, expect, it } from 'vitest';
import { multiplierValue } from './money.ts';
import {
  DICE_MAX_WINNING_OUTCOMES,
  DICE_MIN_WINNING_OUTCOMES,
  DICE_OUTCOMES,
  DICE_RTP,
  diceMultiplier,
  diceRtp,
  diceWinningOutcomes,
  isValidDiceChoice,
  playDice,
  type DiceChoice,
} from './dice.ts';

/** An rng that rolls this value, checking the game asked for a roll out of 10 000. */
const rolls = (roll: number) => ({
  int: (n: number): number => {
    expect(n).toBe(10_000);
    return roll;
  },
});

const everyChoice = (): DiceChoice[] =>
  Array.from({ length: DICE_OUTCOMES }, (_, target) => [
    { target, direction: 'under' as const },
    { target, direction: 'over' as const },
  ]).flat();

describe('dice choices', () => {
  it('allows 1.00% to 98.00% win chance', () => {
    expect([DICE_OUTCOMES, DICE_MIN_WINNING_OUTCOMES, DICE_MAX_WINNING_OUTCOMES]).toEqual([
      10_000, 100, 9_800,
    ]);
  });

  it('counts rolls below the target for under and above it for over', () => {
    expect(diceWinningOutcomes({ target: 5000, direction: 'under' })).toBe(5000);
    expect(diceWinningOutcomes({ target: 5000, direction: 'over' })).toBe(4999);
    expect(diceWinningOutcomes({ target: 100, direction: 'under' })).toBe(100);
    expect(diceWinningOutcomes({ target: 9899, direction: 'over' })).toBe(100);
  });

  it('accepts exactly the boundary targets for each direction', () => {
    expect(isValidDiceChoice({ target: 100, direction: 'under' })).toBe(true);
    expect(isValidDiceChoice({ target: 99, direction: 'under' })).toBe(false);
    expect(isValidDiceChoice({ target: 9800, direction: 'under' })).toBe(true);
    expect(isValidDiceChoice({ target: 9801, direction: 'under' })).toBe(false);
    expect(isValidDiceChoice({ target: 199, direction: 'over' })).toBe(true);
    expect(isValidDiceChoice({ target: 198, direction: 'over' })).toBe(false);
    expect(isValidDiceChoice({ target: 9899, direction: 'over' })).toBe(true);
    expect(isValidDiceChoice({ target: 9900, direction: 'over' })).toBe(false);
  });

  it('has 9 701 valid targets per direction', () => {
    const valid = everyChoice().filter(isValidDiceChoice);
    expect(valid.filter((choice) => choice.direction === 'under')).toHaveLength(9_701);
    expect(valid.filter((choice) => choice.direction === 'over')).toHaveLength(9_701);
  });

  it('refuses fractional or non-finite targets and unknown directions', () => {
    expect(isValidDiceChoice({ target: 5000.5, direction: 'under' })).toBe(false);
    expect(isValidDiceChoice({ target: Number.NaN, direction: 'under' })).toBe(false);
    expect(isValidDiceChoice({ target: Number.POSITIVE_INFINITY, direction: 'over' })).toBe(false);
    expect(isValidDiceChoice({ target: 5000, direction: 'sideways' })).toBe(false);
    expect(isValidDiceChoice({ target: 5000, direction: 'UNDER' })).toBe(false);
  });
});

describe('diceMultiplier', () => {
  it('pays 2.0000 for a 49.50% chance', () => {
    expect(diceMultiplier({ target: 4950, direction: 'under' })).toEqual({ num: 20_000, den: 10_000 });
    expect(multiplierValue(diceMultiplier({ target: 5049, direction: 'over' }))).toBe(2);
  });

  it('rounds down to 4 decimals', () => {
    // 0.99 × 10000 / 5000 = 1.98 exactly; 0.99 × 10000 / 3333 = 2.97029...; 0.99 × 10000 / 9800 = 1.010204...
    expect(diceMultiplier({ target: 5000, direction: 'under' })).toEqual({ num: 19_800, den: 10_000 });
    expect(diceMultiplier({ target: 3333, direction: 'under' })).toEqual({ num: 29_702, den: 10_000 });
    expect(diceMultiplier({ target: 9800, direction: 'under' })).toEqual({ num: 10_102, den: 10_000 });
  });

  it('pays 99× at the 1.00% limit', () => {
    expect(multiplierValue(diceMultiplier({ target: 100, direction: 'under' }))).toBe(99);
    expect(multiplierValue(diceMultiplier({ target: 9899, direction: 'over' }))).toBe(99);
  });

  it('refuses an invalid choice', () => {
    expect(() => diceMultiplier({ target: 99, direction: 'under' })).toThrow(RangeError);
    expect(() => diceMultiplier({ target: 50.5, direction: 'over' })).toThrow(RangeError);
  });

  it('returns between 0.989 and 0.99 for every valid choice', () => {
    expect(DICE_RTP).toBe(0.99);
    const outside = everyChoice()
      .filter(isValidDiceChoice)
      .filter((choice) => {
        const { num, den } = diceMultiplier(choice);
        // winning / 10000 × num / den against 0.99 and 0.989, in integers.
        const scaled = diceWinningOutcomes(choice) * num * 1000;
        const isInRange = scaled <= 990 * DICE_OUTCOMES * den && scaled >= 989 * DICE_OUTCOMES * den;
        return !isInRange || diceRtp(choice) > DICE_RTP || diceRtp(choice) < 0.989;
      });
    expect(outside).toEqual([]);
  });
});

describe('playDice', () => {
  it('wins under when the roll is below the target, and loses on the target itself', () => {
    const choice: DiceChoice = { target: 5000, direction: 'under' };
    expect(playDice(choice, rolls(4999))).toEqual({
      roll: 4999,
      win: true,
      multiplier: { num: 19_800, den: 10_000 },
    });
    expect(playDice(choice, rolls(0)).win).toBe(true);
    expect(playDice(choice, rolls(5000))).toEqual({ roll: 5000, win: false, multiplier: { num: 0, den: 1 } });
    expect(playDice(choice, rolls(9999)).win).toBe(false);
  });

  it('wins over when the roll is above the target, and loses on the target itself', () => {
    const choice: DiceChoice = { target: 5000, direction: 'over' };
    expect(playDice(choice, rolls(5001))).toEqual({
      roll: 5001,
      win: true,
      multiplier: diceMultiplier(choice),
    });
    expect(playDice(choice, rolls(9999)).win).toBe(true);
    expect(playDice(choice, rolls(5000))).toEqual({ roll: 5000, win: false, multiplier: { num: 0, den: 1 } });
    expect(playDice(choice, rolls(0)).win).toBe(false);
  });

  it('wins on exactly diceWinningOutcomes rolls', () => {
    for (const choice of [
      { target: 100, direction: 'under' },
      { target: 9899, direction: 'over' },
      { target: 4242, direction: 'over' },
    ] satisfies DiceChoice[]) {
      let wins = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll += 1) if (playDice(choice, rolls(roll)).win) wins += 1;
      expect(wins).toBe(diceWinningOutcomes(choice));
    }
  });

  it('refuses an invalid choice before rolling', () => {
    let rolled = false;
    const rng = {
      int: () => {
        rolled = true;
        return 0;
      },
    };
    expect(() => playDice({ target: 9900, direction: 'under' }, rng)).toThrow(RangeError);
    expect(rolled).toBe(false);
  });
});
