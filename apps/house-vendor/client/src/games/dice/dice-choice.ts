import {
  DICE_MAX_WINNING_OUTCOMES,
  DICE_MIN_WINNING_OUTCOMES,
  DICE_OUTCOMES,
  type DiceDirection,
} from '../../../../src/engine/dice.ts';

/** The targets (hundredths) whose win chance stays within the engine's 1.00%–98.00%. */
export const targetRange = (direction: DiceDirection): { min: number; max: number } =>
  direction === 'under'
    ? { min: DICE_MIN_WINNING_OUTCOMES, max: DICE_MAX_WINNING_OUTCOMES }
    : {
        min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING_OUTCOMES,
        max: DICE_OUTCOMES - 1 - DICE_MIN_WINNING_OUTCOMES,
      };

export const clampTarget = (target: number, direction: DiceDirection): number => {
  const { min, max } = targetRange(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
};

/** The target of the other direction with the same win chance: under 50.00 and over 49.99 both win 50%. */
export const mirrorTarget = (target: number): number => DICE_OUTCOMES - 1 - target;

/** A typed target in hundredths: "57.3" → 5730, "57,3" too; null when it is not a number. */
export const parseTarget = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};
