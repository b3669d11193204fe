import {
  contractRateToUnits,
  parseMinorUnits,
  type CarryOverMode,
  type DividendTier,
  type RealtimeTier,
  type SalaryTier,
} from '@platform/contract';
import type { TeamRounds } from './figures.ts';

/*
 * The four settlements as pure functions over figures (binding rule "settlement formulas"): amounts
 * in bigint minor units, rates in hundredths of a percent (amount × units / 10000, floored once per
 * agent and period).
 */

const RATE_DIVISOR = 10_000n;

const minor = (text: string) => parseMinorUnits(text) ?? 0n;
const rateUnits = (rate: string) => BigInt(contractRateToUnits(rate));

/** The index of the highest tier whose conditions hold, or null. */
const highestTier = <T>(tiers: readonly T[], holds: (tier: T) => boolean): number | null => {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index];
    if (tier !== undefined && holds(tier)) return index;
  }
  return null;
};

/** What a contract earns on its whole team, with the tier and rate it applied. */
export interface TeamAmount {
  tierIndex: number | null;
  /** The percentage applied; null for a fixed amount or no tier. */
  rate: string | null;
  teamAmount: bigint;
}

/**
 * Daily and hourly salary: the highest tier the valid bet reaches and the highest the active members
 * reach; the lower of the two applies (an active-member shortfall falls back to the tier they reach).
 */
export const salaryAmount = (
  tiers: readonly SalaryTier[],
  figures: { teamValidBet: bigint; activeMembers: number },
): TeamAmount => {
  const byBet = highestTier(tiers, (tier) => figures.teamValidBet >= minor(tier.minValidBet));
  const byMembers = highestTier(tiers, (tier) => figures.activeMembers >= tier.minActiveMembers);
  if (byBet === null || byMembers === null) return { tierIndex: null, rate: null, teamAmount: 0n };
  const tierIndex = Math.min(byBet, byMembers);
  const tier = tiers[tierIndex] as SalaryTier;
  return tier.rateType === 'FIXED'
    ? { tierIndex, rate: null, teamAmount: minor(tier.rate) }
    : {
        tierIndex,
        rate: tier.rate,
        teamAmount: (figures.teamValidBet * rateUnits(tier.rate)) / RATE_DIVISOR,
      };
};

/**
 * Real-time salary: each round of the team's at its own tier (by its valid bet), the loss rate on a
 * round the player lost and the win rate on one it won, nothing on a push; floored once.
 */
export const realtimeAmount = (tiers: readonly RealtimeTier[], rounds: readonly TeamRounds[]) => {
  let weighted = 0n;
  let losingStake = 0n;
  let winningStake = 0n;
  let topTier: number | null = null;
  for (const group of rounds) {
    if (group.outcome === 0) continue;
    const index = highestTier(tiers, (tier) => group.validBet >= minor(tier.minBet));
    if (index === null) continue;
    const tier = tiers[index] as RealtimeTier;
    const total = group.validBet * BigInt(group.rounds);
    if (group.outcome < 0) {
      losingStake += total;
      weighted += total * rateUnits(tier.lossRate);
    } else {
      winningStake += total;
      weighted += total * rateUnits(tier.winRate);
    }
    topTier = topTier === null ? index : Math.max(topTier, index);
  }
  return { tierIndex: topTier, teamAmount: weighted / RATE_DIVISOR, losingStake, winningStake };
};

export interface DividendInput {
  teamValidBet: bigint;
  /** Stake minus payout over the period (positive: the team lost to the house). */
  teamNetLoss: bigint;
  activeMembers: number;
  /** The team valid bet of each part of the month the period overlaps (1–7, 8–14, 15–21, 22–end). */
  periodicBets: readonly bigint[];
  /** The previous period's carried-out result of the same contract (0 when none or reset). */
  carriedIn: bigint;
  serviceFeeRate: string;
  carryOver: CarryOverMode;
}

/**
 * Dividend: base = net loss − service fee + carried in; the highest tier whose every condition
 * holds pays its rate on a positive base; what is carried out follows the operator's mode.
 */
export const dividendAmount = (tiers: readonly DividendTier[], input: DividendInput) => {
  const serviceFee = (input.teamValidBet * rateUnits(input.serviceFeeRate)) / RATE_DIVISOR;
  const base = input.teamNetLoss - serviceFee + input.carriedIn;
  const tierIndex = highestTier(
    tiers,
    (tier) =>
      input.teamValidBet >= minor(tier.minValidBet) &&
      input.teamNetLoss >= minor(tier.minNetLoss) &&
      input.activeMembers >= tier.minActiveMembers &&
      (tier.periodicBet === null || input.periodicBets.every((bet) => bet >= minor(tier.periodicBet ?? '0'))),
  );
  const tier = tierIndex === null ? undefined : tiers[tierIndex];
  const teamAmount = base > 0n && tier ? (base * rateUnits(tier.rate)) / RATE_DIVISOR : 0n;
  const carriedOut =
    input.carryOver === 'NONE'
      ? 0n
      : input.carryOver === 'PROFIT_AND_LOSS'
        ? teamAmount === 0n
          ? base
          : 0n
        : base < 0n
          ? base
          : 0n;
  return { serviceFee, base, tierIndex, rate: tier?.rate ?? null, teamAmount, carriedOut };
};

/** What the agent itself is paid: its team amount minus what its direct downlines' contracts earn. */
export const agentAmount = (teamAmount: bigint, downlineAmount: bigint) =>
  teamAmount > downlineAmount ? teamAmount - downlineAmount : 0n;
