import { randomInt } from 'node:crypto';

/** A uniform integer in `[0, max)`: `crypto.randomInt` in the server, a seeded source in tests. */
export type RandomSource = (max: number) => number;

export const cryptoRandom: RandomSource = (max) => randomInt(max);

/**
 * Draws a prize index from integer weights: one uniform number below the total weight, mapped to the
 * prize whose cumulative range holds it (prizes of weight 0 are never drawn). Throws when no weight
 * is positive (the contract refuses such an event).
 */
export const drawIndex = (weights: readonly number[], random: RandomSource = cryptoRandom): number => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new Error('no prize has a weight');
  let point = random(total);
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index;
    point -= weight;
  }
  throw new Error(`the random source answered beyond ${total}`);
};
