import { describe, expect, it } from 'vitest';
import { contractTermsSchema, type ContractTerms } from '@platform/contract';
import { draftOf, emptyDraft, fillToMaximum, termsInput } from './draft.ts';

describe('terms drafts', () => {
  it('starts a dividend with its period and one empty tier', () => {
    expect(emptyDraft('DIVIDEND', 'WEEKLY')).toEqual({
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      rateType: 'PERCENT',
      tiers: [{ minValidBet: '', minNetLoss: '', minActiveMembers: '', periodicBet: '', rate: '' }],
    });
  });

  it('round-trips signed terms through the editor', () => {
    const terms: ContractTerms = {
      kind: 'DIVIDEND',
      period: 'SEMIMONTHLY',
      tiers: [
        { minValidBet: '1000', minNetLoss: '100', minActiveMembers: 1, periodicBet: null, rate: '10' },
        { minValidBet: '5000', minNetLoss: '500', minActiveMembers: 3, periodicBet: '1000', rate: '20.5' },
      ],
    };
    expect(contractTermsSchema.parse(termsInput(draftOf(terms)))).toEqual(terms);
  });

  it('puts the one salary rate type on every tier', () => {
    const draft = {
      ...emptyDraft('DAILY_SALARY'),
      rateType: 'FIXED' as const,
      tiers: [
        { minValidBet: '1000', minActiveMembers: '1', rate: '100' },
        { minValidBet: '5000', minActiveMembers: '3', rate: '300' },
      ],
    };
    expect(contractTermsSchema.parse(termsInput(draft))).toEqual({
      kind: 'DAILY_SALARY',
      tiers: [
        { minValidBet: '1000', minActiveMembers: 1, rateType: 'FIXED', rate: '100' },
        { minValidBet: '5000', minActiveMembers: 3, rateType: 'FIXED', rate: '300' },
      ],
    });
  });

  it('fills every rate input to its ceiling and keeps the conditions typed', () => {
    const draft = {
      ...emptyDraft('REALTIME_SALARY'),
      tiers: [
        { minBet: '0', lossRate: '', winRate: '0.1' },
        { minBet: '1000', lossRate: '0.2', winRate: '' },
      ],
    };
    expect(fillToMaximum(draft, { lossRate: '0.6', winRate: '0.2' }).tiers).toEqual([
      { minBet: '0', lossRate: '0.6', winRate: '0.2' },
      { minBet: '1000', lossRate: '0.6', winRate: '0.2' },
    ]);
  });
});
