/**
 * The progressive jackpot: a set share of every real-money slot stake feeds one pool per currency; a
 * slot round whose jackpot draw hits wins the pool in proportion to its stake (the whole pool at the
 * maximum stake), and the pool never drops below its seed, which the house puts up.
 */
export const JACKPOT_SHARE = { num: 1, den: 100 } as const;
/** 10,000.00 in minor units. */
export const JACKPOT_SEED = 1_000_000n;

export const jackpotContribution = (stake: bigint): bigint =>
  (stake * BigInt(JACKPOT_SHARE.num)) / BigInt(JACKPOT_SHARE.den);

export const jackpotPrize = (pool: bigint, stake: bigint, maxStake: bigint): bigint =>
  stake >= maxStake ? pool : (pool * stake) / maxStake;

export const poolAfterPrize = (pool: bigint, prize: bigint): bigint =>
  pool - prize < JACKPOT_SEED ? JACKPOT_SEED : pool - prize;
