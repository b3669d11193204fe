import { describe, expect, it } from 'vitest';
import { vipRankSchema } from '@platform/contract';
import {
  EMPTY_RANK,
  nextSalaryPeriod,
  rankFormField,
  rankFormSchema,
  toRankValues,
  type VipRankFormValues,
} from './vip-rank-form-values.ts';

const typed: VipRankFormValues = {
  ...EMPTY_RANK,
  name: { JA: 'ゴールド', EN: 'Gold' },
  labelColor: '#C9A227',
  match: 'ANY',
  promotion: { ...EMPTY_RANK.promotion, TOTAL_DEPOSIT: '1000', DEPOSIT_COUNT: ' 3 ' },
  keep: { ...EMPTY_RANK.keep, MONTHLY_TURNOVER: '500.5' },
  upgradeBonus: '88',
  salaries: [{ period: 'WEEKLY', amount: '10', minDeposit: '', minValidBet: '200' }],
  rebateBonus: { ...EMPTY_RANK.rebateBonus, LIVE: '0.25' },
  withdrawalDailyCount: '5',
};

describe('the VIP rank form', () => {
  it('turns what staff typed into the contract body: empty targets off, empty rates left out, the count a number', () => {
    expect(rankFormSchema.parse(typed)).toEqual({
      name: { JA: 'ゴールド', EN: 'Gold' },
      labelColor: '#c9a227',
      textColor: '#1a1a1a',
      match: 'ANY',
      promotion: {
        MONTHLY_DEPOSIT: null,
        TOTAL_DEPOSIT: '1000',
        DEPOSIT_COUNT: '3',
        MONTHLY_TURNOVER: null,
        TOTAL_TURNOVER: null,
      },
      keepMatch: 'ALL',
      keep: {
        MONTHLY_DEPOSIT: null,
        TOTAL_DEPOSIT: null,
        DEPOSIT_COUNT: null,
        MONTHLY_TURNOVER: '500.5',
        TOTAL_TURNOVER: null,
      },
      upgradeBonus: '88',
      salaries: [{ period: 'WEEKLY', amount: '10', minDeposit: null, minValidBet: '200' }],
      rebateBonus: { LIVE: '0.25' },
      withdrawalDailyCount: 5,
      withdrawalMaxAmount: null,
    });
  });

  it('reads a stored rank back into the typed values', () => {
    const stored = vipRankSchema.parse({
      id: 3,
      level: 2,
      ...rankFormSchema.parse(typed),
      upgradeBonus: '88.00',
      promotion: { ...rankFormSchema.parse(typed).promotion, TOTAL_DEPOSIT: '1000.00' },
      keep: { ...rankFormSchema.parse(typed).keep, MONTHLY_TURNOVER: '500.50' },
      salaries: [{ period: 'WEEKLY', amount: '10.00', minDeposit: null, minValidBet: '200.00' }],
    });
    expect(toRankValues(stored)).toEqual({
      ...typed,
      labelColor: '#c9a227',
      promotion: { ...typed.promotion, TOTAL_DEPOSIT: '1000.00', DEPOSIT_COUNT: '3' },
      keep: { ...typed.keep, MONTHLY_TURNOVER: '500.50' },
      upgradeBonus: '88.00',
      salaries: [{ period: 'WEEKLY', amount: '10.00', minDeposit: '', minValidBet: '200.00' }],
    });
  });

  it('puts the contract’s problems under the inputs they belong to', () => {
    const paths = (values: VipRankFormValues) =>
      rankFormSchema
        .safeParse(values)
        .error?.issues.map((issue) => issue.path.join('.'))
        .sort();
    expect(
      paths({
        ...typed,
        withdrawalDailyCount: 'many',
        rebateBonus: { ...typed.rebateBonus, RNG: '10.5' },
        salaries: [...typed.salaries, { period: 'DAILY', amount: 'x', minDeposit: '', minValidBet: '' }],
      }),
    ).toEqual(['rebateBonus.RNG', 'salaries.1.amount', 'withdrawalDailyCount']);
    // The rank-wide rules: at least one promotion condition, one salary per period.
    expect(
      paths({
        ...typed,
        promotion: EMPTY_RANK.promotion,
        salaries: [...typed.salaries, { period: 'WEEKLY', amount: '5', minDeposit: '', minValidBet: '' }],
      }),
    ).toEqual(['promotion', 'salaries.1.period']);
  });

  it('offers the next free salary period, and places server field errors only where an input is', () => {
    expect(nextSalaryPeriod([])).toBe('DAILY');
    expect(nextSalaryPeriod(typed.salaries)).toBe('DAILY');
    expect(
      nextSalaryPeriod([
        { ...typed.salaries[0]!, period: 'DAILY' },
        { ...typed.salaries[0]!, period: 'WEEKLY' },
      ]),
    ).toBe('MONTHLY');
    expect(rankFormField('rebateBonus.RNG')).toBe('rebateBonus.RNG');
    expect(rankFormField('promotion.TOTAL_TURNOVER')).toBe('promotion.TOTAL_TURNOVER');
    expect(rankFormField('salaries.2.minDeposit')).toBe('salaries.2.minDeposit');
    expect(rankFormField('name.EN')).toBe('name.EN');
    expect(rankFormField('rebateBonus.CASINO')).toBeUndefined();
    expect(rankFormField('level')).toBeUndefined();
  });
});
