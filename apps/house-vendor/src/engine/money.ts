/**
 * A payout multiplier as an exact fraction of the stake: payouts are computed in integer minor
 * units and rounded down once, so what the game shows is what it pays.
 */
export interface Multiplier {
  num: number;
  den: number;
}

export const ZERO: Multiplier = { num: 0, den: 1 };

export const payoutOf = (stakeMinor: bigint, multiplier: Multiplier): bigint =>
  (stakeMinor * BigInt(multiplier.num)) / BigInt(multiplier.den);

export const multiplierValue = (multiplier: Multiplier): number => multiplier.num / multiplier.den;
