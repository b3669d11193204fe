import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '@platform/contract';
import { AppError } from '../../platform/http/errors.ts';
import { checkTerms, exceeds, normaliseTerms, sameTerms } from './rules.ts';
import { defaultContractPolicy } from './terms.ts';

const realtime = (...tiers: [string, string, string][]): ContractTerms => ({
  kind: 'REALTIME_SALARY',
  tiers: tiers.map(([minBet, lossRate, winRate]) => ({ minBet, lossRate, winRate })),
});
const hourly = (rateType: 'PERCENT' | 'FIXED', rate: string): ContractTerms => ({
  kind: 'HOURLY_SALARY',
  tiers: [{ minValidBet: '100', minActiveMembers: 1, rateType, rate }],
});

/** The field errors `checkTerms` answers, or null when the terms pass. */
const problems = (
  terms: ContractTerms,
  ceiling: ContractTerms | null,
  policy = defaultContractPolicy(terms.kind),
) => {
  try {
    checkTerms(terms, policy, ceiling, 'EN');
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (error.value as { fields: Record<string, string> }).fields;
  }
};

describe('contract rules', () => {
  it('keeps terms in one spelling, so the same terms written otherwise are no change', () => {
    expect(normaliseTerms(realtime(['100', '0.50', '1.0']))).toEqual(realtime(['100.00', '0.5', '1']));
    expect(sameTerms(hourly('FIXED', '25'), hourly('FIXED', '25.00'))).toBe(true);
    expect(sameTerms(hourly('FIXED', '25'), hourly('PERCENT', '25'))).toBe(false);
  });

  it('checks each real-time rate against the policy and the upline’s highest rate of that side', () => {
    expect(problems(realtime(['10', '2.5', '0.5']), null)).toEqual({
      'terms.tiers.0.lossRate': "Between 0% and 2% (the operator's limits)",
    });
    const upline = realtime(['10', '0.8', '0.3'], ['100', '1.2', '0.4']);
    expect(problems(realtime(['10', '1.2', '0.4']), upline)).toBeNull();
    expect(problems(realtime(['10', '1', '0.5']), upline)).toEqual({
      'terms.tiers.0.winRate': 'At most 0.4% (your own rate)',
    });
  });

  it('caps fixed salary amounts by the policy and by the upline’s own fixed amounts', () => {
    const policy = { ...defaultContractPolicy('HOURLY_SALARY'), maxFixedAmount: '500' };
    expect(problems(hourly('FIXED', '500.01'), null, policy)).toEqual({
      'terms.tiers.0.rate': 'At most 500',
    });
    expect(problems(hourly('FIXED', '300'), hourly('FIXED', '250'), policy)).toEqual({
      'terms.tiers.0.rate': 'At most 250.00',
    });
    expect(problems(hourly('FIXED', '250'), hourly('FIXED', '250'), policy)).toBeNull();
  });

  it('finds terms above a ceiling by the same kind of rate, signed or proposed', () => {
    const ceiling = realtime(['10', '1', '0.5']);
    expect(exceeds([realtime(['10', '1', '0.5'])], ceiling)).toBe(false);
    expect(exceeds([realtime(['10', '0.5', '0.6'])], ceiling)).toBe(true);
    expect(exceeds([realtime(['10', '0.5', '0.5']), realtime(['10', '1.1', '0.5'])], ceiling)).toBe(true);
    expect(exceeds([null, hourly('PERCENT', '1')], hourly('FIXED', '100'))).toBe(true);
  });
});
