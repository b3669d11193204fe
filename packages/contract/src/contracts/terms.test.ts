import { describe, expect, it } from 'vitest';
import { contractRateToUnits, contractTermsSchema, contractUnitsToRate } from './schemas.ts';

const issuesOf = (input: unknown) => {
  const result = contractTermsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

const daily = (...tiers: [string, number, 'PERCENT' | 'FIXED', string][]) => ({
  kind: 'DAILY_SALARY',
  tiers: tiers.map(([minValidBet, minActiveMembers, rateType, rate]) => ({
    minValidBet,
    minActiveMembers,
    rateType,
    rate,
  })),
});

describe('contract terms', () => {
  it('takes tiers that rise with their conditions at rates no lower', () => {
    expect(issuesOf(daily(['10000', 3, 'PERCENT', '0.5'], ['50000', 3, 'PERCENT', '0.8']))).toEqual([]);
    expect(
      issuesOf({
        kind: 'REALTIME_SALARY',
        tiers: [
          { minBet: '0', lossRate: '0.1', winRate: '0.05' },
          { minBet: '1000', lossRate: '0.2', winRate: '0.05' },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a tier asking no more than the one before, or paying less', () => {
    expect(issuesOf(daily(['10000', 3, 'PERCENT', '0.5'], ['10000', 3, 'PERCENT', '0.8']))).toEqual([
      'tiers.1:tiersMustRise',
    ]);
    expect(issuesOf(daily(['10000', 3, 'PERCENT', '0.5'], ['50000', 2, 'PERCENT', '0.8']))).toEqual([
      'tiers.1:tiersMustRise',
    ]);
    expect(issuesOf(daily(['10000', 3, 'PERCENT', '0.8'], ['50000', 5, 'PERCENT', '0.5']))).toEqual([
      'tiers.1:tiersMustRise',
    ]);
  });

  it('reads a salary rate by its type: a percentage up to 100, or an amount', () => {
    expect(issuesOf(daily(['0', 0, 'FIXED', '1500.50']))).toEqual([]);
    expect(issuesOf(daily(['0', 0, 'PERCENT', '101']))).toEqual(['tiers.0.rate:invalidValue']);
    expect(issuesOf(daily(['0', 0, 'FIXED', '1.234']))).toEqual(['tiers.0.rate:invalidAmount']);
    expect(issuesOf(daily(['-5', 0, 'PERCENT', '1']))).toEqual(['tiers.0.minValidBet:invalidAmount']);
  });

  it('needs a dividend period and between one and ten tiers', () => {
    const tier = { minValidBet: '0', minNetLoss: '0', minActiveMembers: 0, periodicBet: null, rate: '10' };
    expect(issuesOf({ kind: 'DIVIDEND', period: 'WEEKLY', tiers: [tier] })).toEqual([]);
    expect(issuesOf({ kind: 'DIVIDEND', tiers: [tier] })).toEqual([expect.stringMatching(/^period:/)]);
    expect(issuesOf({ kind: 'DIVIDEND', period: 'DAILY', tiers: [] })).toHaveLength(1);
  });

  it('keeps rates as hundredths of a percent', () => {
    expect(contractRateToUnits('0.85')).toBe(85);
    expect(contractRateToUnits('35')).toBe(3500);
    expect(contractUnitsToRate(85)).toBe('0.85');
    expect(contractUnitsToRate(3550)).toBe('35.5');
  });
});
