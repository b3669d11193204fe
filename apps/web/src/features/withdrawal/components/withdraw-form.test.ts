// @vitest-environment happy-dom
// The amount texts come from shared/lib/form.ts, which runs the app's i18n: it sets the page's language.
import { describe, expect, it } from 'vitest';
import { buildWithdrawSchema } from './withdraw-form.tsx';

const config = { minAmount: '1000.00', maxAmount: '200000.00', dailyCount: 3, usedToday: 0 };
const schema = buildWithdrawSchema(config, 'EN');
const form = { bankAccountId: '7', amount: '1000.00', paymentPassword: '123456' };

const problems = (values: object, language: 'EN' | 'JA' = 'EN') => {
  const result = buildWithdrawSchema(config, language).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the withdrawal form’s rules', () => {
  it('gives the request: the account’s id as a number and the amount in minor units', () => {
    expect(schema.parse(form)).toEqual({ bankAccountId: 7, amount: 100_000n, paymentPassword: '123456' });
    expect(schema.parse({ ...form, amount: '200000' }).amount).toBe(20_000_000n);
  });

  it('refuses one minor unit outside the day’s limits, naming them', () => {
    const range = [['amount', 'Enter an amount from 1,000.00 to 200,000.00']];
    expect(problems({ ...form, amount: '999.99' })).toEqual(range);
    expect(problems({ ...form, amount: '200000.01' })).toEqual(range);
    expect(problems({ ...form, amount: '5' }, 'JA')).toEqual([
      ['amount', '1,000.00〜200,000.00の金額を入力してください'],
    ]);
  });

  it.each(['0', '-1000', '1000.001', 'all'])('refuses the amount %s by the contract’s rule', (amount) => {
    expect(problems({ ...form, amount })).toEqual([['amount', 'invalidAmount']]);
  });

  it('asks for a bank account', () => {
    expect(problems({ ...form, bankAccountId: '' })).toEqual([['bankAccountId', 'Input cannot be empty']]);
    expect(problems({ ...form, bankAccountId: '' }, 'JA')).toEqual([['bankAccountId', '入力してください']]);
    expect(problems({ ...form, bankAccountId: '0' })).toHaveLength(1);
  });

  it('asks for the payment password', () => {
    expect(problems({ ...form, paymentPassword: '' }).map(([path]) => path)).toEqual(['paymentPassword']);
  });
});
