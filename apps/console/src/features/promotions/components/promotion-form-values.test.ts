import { describe, expect, it } from 'vitest';
import { promotionAdminSchema } from '@platform/contract';
import { toLocalInput } from '../../../shared/lib/local-time.ts';
import { EMPTY_PROMOTION, promotionFormSchema, toPromotionValues } from './promotion-form-values.ts';

const typed = {
  ...EMPTY_PROMOTION,
  title: { JA: 'ボーナス', EN: 'Bonus' },
  content: { JA: '<p>本文</p>', EN: '<p>Body</p>' },
  coverImageUrl: '/demo/banner-welcome.svg',
  startsAt: toLocalInput('2026-12-01T00:00:00.000Z'),
  endsAt: toLocalInput('2026-12-31T00:00:00.000Z'),
  vipLevels: '1, 2',
  labels: 'gold',
  categories: ['RNG' as const],
  joinMode: 'APPLY' as const,
  rewardKind: 'BONUS' as const,
  rewardAmount: '1000',
  turnoverTimes: '3',
  budget: '50000',
};

describe('the promotion form', () => {
  it('turns what staff typed into the contract input: lists, amounts, the turnover in hundredths', () => {
    const input = promotionFormSchema.parse(typed);
    expect(input).toMatchObject({
      startsAt: '2026-12-01T00:00:00.000Z',
      audience: { vipLevels: [1, 2], agentIds: [], labels: ['gold'] },
      rewardKind: 'BONUS',
      rewardAmount: 100_000n,
      budget: 5_000_000n,
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000 } },
    });
  });

  it('reads a stored promotion back into the same typed values', () => {
    const stored = promotionAdminSchema.parse({
      id: 1,
      ...typed,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T00:00:00.000Z',
      audience: { vipLevels: [1, 2], agentIds: [], labels: ['gold'] },
      reward: {
        kind: 'BONUS',
        amount: '1000.00',
        claimMode: 'MANUAL',
        claimDays: null,
        turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000 } },
      },
      budget: '50000.00',
      spent: '0.00',
      sortOrder: 0,
      published: false,
      waiting: 0,
      createdAt: '',
      updatedAt: '',
    });
    expect(toPromotionValues(stored)).toEqual({ ...typed, rewardAmount: '1000.00', budget: '50000.00' });
  });

  it('drops the reward of an information-only promotion, and refuses a join reward without its amount', () => {
    expect(promotionFormSchema.safeParse({ ...typed, joinMode: 'JOIN', rewardAmount: '' }).success).toBe(
      false,
    );
    expect(promotionFormSchema.parse({ ...typed, joinMode: 'NONE' })).toMatchObject({ rewardKind: null });
  });
});
