import { describe, expect, it } from 'vitest';
import { contractTermsSchema } from './schemas.ts';

describe('contract terms with broken tiers', () => {
  it.each([
    [
      'a rate that is no number',
      {
        kind: 'REALTIME_SALARY',
        tiers: [
          { minBet: '1', lossRate: '1', winRate: '1' },
          { minBet: '2', lossRate: 'x', winRate: '1' },
        ],
      },
      'tiers.1.lossRate',
    ],
    [
      'a fractional member count',
      {
        kind: 'DAILY_SALARY',
        tiers: [
          { minValidBet: '1', minActiveMembers: 1, rateType: 'PERCENT', rate: '1' },
          { minValidBet: '2', minActiveMembers: 1.5, rateType: 'PERCENT', rate: '2' },
        ],
      },
      'tiers.1.minActiveMembers',
    ],
    [
      'a member count that is no number',
      {
        kind: 'HOURLY_SALARY',
        tiers: [
          { minValidBet: '1', minActiveMembers: 1, rateType: 'PERCENT', rate: '1' },
          { minValidBet: '2', minActiveMembers: 'many', rateType: 'PERCENT', rate: 'y' },
        ],
      },
      'tiers.1.minActiveMembers',
    ],
    [
      'a tier that is no object',
      {
        kind: 'DIVIDEND',
        period: 'DAILY',
        tiers: [
          null,
          { minValidBet: '1', minNetLoss: '1', minActiveMembers: 1, periodicBet: null, rate: '1' },
        ],
      },
      'tiers.0',
    ],
  ])('refuses %s under its field rather than throw', (_case, terms, path) => {
    const result = contractTermsSchema.safeParse(terms);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
