import { describe, expect, it } from 'vitest';
import { diceWinningOutcomes, isValidDiceChoice } from '../../../../src/engine/dice.ts';
import { clampTarget, mirrorTarget, parseTarget, targetRange } from './dice-choice.ts';

describe('dice choice', () => {
  it('offers exactly the targets the engine accepts, both directions', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = targetRange(direction);
      expect(isValidDiceChoice({ target: min, direction })).toBe(true);
      expect(isValidDiceChoice({ target: max, direction })).toBe(true);
      expect(isValidDiceChoice({ target: min - 1, direction })).toBe(false);
      expect(isValidDiceChoice({ target: max + 1, direction })).toBe(false);
    }
  });

  it('keeps the win chance when the direction flips', () => {
    const target = 5000;
    expect(diceWinningOutcomes({ target: mirrorTarget(target), direction: 'over' })).toBe(
      diceWinningOutcomes({ target, direction: 'under' }),
    );
  });

  it('clamps typed targets into the range and reads decimal commas', () => {
    expect(clampTarget(0, 'under')).toBe(100);
    expect(clampTarget(99_999, 'over')).toBe(9899);
    expect(clampTarget(5050.4, 'under')).toBe(5050);
    expect(parseTarget('57.3')).toBe(5730);
    expect(parseTarget(' 57,35 ')).toBe(5735);
    expect(parseTarget('')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
  });
});
