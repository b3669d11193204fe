import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '@platform/contract';
import { rateCeilings, topRate } from './tiers.ts';

const limits = { maxRate: '5', maxFixedAmount: '100000', ownTerms: null };

const daily = (rateType: 'PERCENT' | 'FIXED', rates: string[]): ContractTerms => ({
  kind: 'DAILY_SALARY',
  tiers: rates.map((rate, index) => ({
    minValidBet: String((index + 1) * 1000),
    minActiveMembers: index,
    rateType,
    rate,
  })),
});

describe('rateCeilings', () => {
  it("is the operator's maximum when the caller has no terms of its own (the operator's agents)", () => {
    expect(rateCeilings('DAILY_SALARY', limits)).toEqual({ rate: '5' });
    expect(rateCeilings('DAILY_SALARY', limits, 'FIXED')).toEqual({ rate: '100000' });
  });

  it("never passes the caller's own highest rate of the same type", () => {
    const own = daily('PERCENT', ['0.5', '1.25']);
    expect(rateCeilings('DAILY_SALARY', { ...limits, ownTerms: own })).toEqual({ rate: '1.25' });
    const fixed = daily('FIXED', ['100', '250.5']);
    expect(rateCeilings('DAILY_SALARY', { ...limits, ownTerms: fixed }, 'FIXED')).toEqual({ rate: '250.50' });
  });

  it("keeps the operator's maximum when it is the lower one", () => {
    const own = daily('PERCENT', ['3', '4']);
    expect(rateCeilings('DAILY_SALARY', { ...limits, maxRate: '2.5', ownTerms: own })).toEqual({
      rate: '2.5',
    });
  });

  it('bounds each real-time rate by its own field', () => {
    const own: ContractTerms = {
      kind: 'REALTIME_SALARY',
      tiers: [
        { minBet: '0', lossRate: '0.3', winRate: '0.1' },
        { minBet: '1000', lossRate: '0.6', winRate: '0.2' },
      ],
    };
    expect(rateCeilings('REALTIME_SALARY', { ...limits, maxRate: '2', ownTerms: own })).toEqual({
      lossRate: '0.6',
      winRate: '0.2',
    });
  });
});

describe('topRate', () => {
  it('answers the highest rate of the terms', () => {
    expect(topRate(daily('PERCENT', ['0.5', '1.2']))).toBe('1.2%');
    expect(topRate(daily('FIXED', ['100', '300']))).toBe('300');
  });
});
