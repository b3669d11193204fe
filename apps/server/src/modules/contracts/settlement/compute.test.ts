import { describe, expect, it } from 'vitest';
import type { DividendTier, RealtimeTier, SalaryTier } from '@platform/contract';
import { agentAmount, dividendAmount, realtimeAmount, salaryAmount } from './compute.ts';

const salaryTiers: SalaryTier[] = [
  { minValidBet: '10000', minActiveMembers: 1, rateType: 'PERCENT', rate: '0.5' },
  { minValidBet: '50000', minActiveMembers: 3, rateType: 'PERCENT', rate: '1' },
  { minValidBet: '100000', minActiveMembers: 5, rateType: 'PERCENT', rate: '1.25' },
];
const yen = (major: number) => BigInt(major) * 100n;

describe('daily and hourly salary', () => {
  it('takes the highest tier both the valid bet and the active members reach', () => {
    expect(salaryAmount(salaryTiers, { teamValidBet: yen(120_000), activeMembers: 6 })).toEqual({
      tierIndex: 2,
      rate: '1.25',
      teamAmount: yen(1500),
    });
    // The bet reaches the top tier but only 3 members are active: the tier they reach applies.
    expect(salaryAmount(salaryTiers, { teamValidBet: yen(120_000), activeMembers: 3 })).toEqual({
      tierIndex: 1,
      rate: '1',
      teamAmount: yen(1200),
    });
    // Enough members, too little bet: the bet's tier.
    expect(salaryAmount(salaryTiers, { teamValidBet: yen(20_000), activeMembers: 9 }).tierIndex).toBe(0);
    expect(salaryAmount(salaryTiers, { teamValidBet: yen(9_999), activeMembers: 9 })).toEqual({
      tierIndex: null,
      rate: null,
      teamAmount: 0n,
    });
    expect(salaryAmount(salaryTiers, { teamValidBet: yen(200_000), activeMembers: 0 }).teamAmount).toBe(0n);
  });

  it('pays a fixed amount as it is, and floors a percentage once to the minor unit', () => {
    const fixed: SalaryTier[] = [
      { minValidBet: '1000', minActiveMembers: 0, rateType: 'FIXED', rate: '300.50' },
      { minValidBet: '5000', minActiveMembers: 2, rateType: 'FIXED', rate: '800' },
    ];
    expect(salaryAmount(fixed, { teamValidBet: yen(6000), activeMembers: 1 })).toEqual({
      tierIndex: 0,
      rate: null,
      teamAmount: 30_050n,
    });
    expect(salaryAmount(fixed, { teamValidBet: yen(6000), activeMembers: 2 }).teamAmount).toBe(yen(800));
    // 12,345.67 × 0.5% = 61.72835 → 61.72
    expect(salaryAmount(salaryTiers, { teamValidBet: 1_234_567n, activeMembers: 1 }).teamAmount).toBe(6172n);
  });

  it('keeps what the direct downlines earn off the agent, never below zero', () => {
    expect(agentAmount(yen(1500), yen(600))).toBe(yen(900));
    expect(agentAmount(yen(500), yen(600))).toBe(0n);
  });
});

describe('real-time salary', () => {
  const tiers: RealtimeTier[] = [
    { minBet: '100', lossRate: '0.5', winRate: '0.1' },
    { minBet: '1000', lossRate: '1', winRate: '0.2' },
  ];
  it('rates each round at its own tier, losing and winning apart, pushes and small bets not at all', () => {
    const applied = realtimeAmount(tiers, [
      { validBet: yen(1000), outcome: -1, rounds: 2 }, // 2,000 × 1% = 20
      { validBet: yen(200), outcome: -1, rounds: 1 }, // 200 × 0.5% = 1
      { validBet: yen(1500), outcome: 1, rounds: 1 }, // 1,500 × 0.2% = 3
      { validBet: yen(300), outcome: 1, rounds: 3 }, // 900 × 0.1% = 0.9
      { validBet: yen(5000), outcome: 0, rounds: 4 }, // a push: nothing
      { validBet: yen(99), outcome: -1, rounds: 9 }, // below every tier
    ]);
    expect(applied).toEqual({
      tierIndex: 1,
      teamAmount: 2490n,
      losingStake: yen(2200),
      winningStake: yen(2400),
    });
  });
});

describe('dividend', () => {
  const tiers: DividendTier[] = [
    { minValidBet: '10000', minNetLoss: '1000', minActiveMembers: 1, periodicBet: null, rate: '10' },
    { minValidBet: '50000', minNetLoss: '5000', minActiveMembers: 2, periodicBet: '5000', rate: '20' },
  ];
  const input = {
    teamValidBet: yen(60_000),
    teamNetLoss: yen(8_000),
    activeMembers: 2,
    periodicBets: [yen(6_000), yen(7_000)],
    carriedIn: 0n,
    serviceFeeRate: '1',
    carryOver: 'NONE' as const,
  };

  it('pays the highest tier whose every condition holds on the net loss less the fee', () => {
    // base = 8,000 − 600 (1% of 60,000) = 7,400; 20% = 1,480
    expect(dividendAmount(tiers, input)).toMatchObject({
      serviceFee: yen(600),
      base: yen(7400),
      tierIndex: 1,
      rate: '20',
      teamAmount: yen(1480),
      carriedOut: 0n,
    });
    // A part of the month below the periodic bet: the tier without the condition.
    expect(dividendAmount(tiers, { ...input, periodicBets: [yen(6_000), yen(4_999)] })).toMatchObject({
      tierIndex: 0,
      teamAmount: yen(740),
    });
    expect(dividendAmount(tiers, { ...input, activeMembers: 0 })).toMatchObject({
      tierIndex: null,
      teamAmount: 0n,
    });
  });

  it('carries losses, losses within the month, or any unpaid result, as the operator chose', () => {
    const lost = { ...input, teamNetLoss: -yen(3_000) }; // base = −3,000 − 600 = −3,600
    expect(dividendAmount(tiers, lost)).toMatchObject({ teamAmount: 0n, carriedOut: 0n });
    expect(dividendAmount(tiers, { ...lost, carryOver: 'LOSS' }).carriedOut).toBe(-yen(3600));
    expect(dividendAmount(tiers, { ...lost, carryOver: 'LOSS_RESET_MONTHLY' }).carriedOut).toBe(-yen(3600));
    expect(dividendAmount(tiers, { ...lost, carryOver: 'PROFIT_AND_LOSS' }).carriedOut).toBe(-yen(3600));
    // A carried loss lowers the next base: 7,400 − 3,600 = 3,800 at 20%.
    expect(dividendAmount(tiers, { ...input, carriedIn: -yen(3600), carryOver: 'LOSS' })).toMatchObject({
      base: yen(3800),
      teamAmount: yen(760),
      carriedOut: 0n,
    });
    // No tier reached on a profit: PROFIT_AND_LOSS carries it, LOSS does not.
    const small = { ...input, teamValidBet: yen(5_000), serviceFeeRate: '0' };
    expect(dividendAmount(tiers, { ...small, carryOver: 'PROFIT_AND_LOSS' })).toMatchObject({
      teamAmount: 0n,
      carriedOut: yen(8000),
    });
    expect(dividendAmount(tiers, { ...small, carryOver: 'LOSS' }).carriedOut).toBe(0n);
  });
});
