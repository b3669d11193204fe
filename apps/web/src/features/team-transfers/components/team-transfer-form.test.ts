// @vitest-environment happy-dom
// The amount texts come from shared/lib/form.ts, which runs the app's i18n: it sets the page's language.
import { describe, expect, it } from 'vitest';
import type { TeamTransferConfig } from '@platform/contract';
import { buildTeamTransferSchema } from './team-transfer-form.tsx';

const config: TeamTransferConfig = {
  toDownline: true,
  fromDownline: false,
  toUpline: false,
  uplineUsername: null,
  minAmount: '10.00',
  maxAmount: '5000.00',
  dailyMax: '20000.00',
  usedToday: '0.00',
};
const form = { way: 'PAY', amount: '10.00', paymentPassword: '246810' };

const problems = (values: object, language: 'EN' | 'JA' = 'EN') => {
  const result = buildTeamTransferSchema(config, language).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the team transfer form’s rules', () => {
  it('gives the request: the way and the amount in minor units', () => {
    expect(
      buildTeamTransferSchema(config, 'EN').parse({ ...form, way: 'TAKE_BACK', amount: '5000' }),
    ).toEqual({
      way: 'TAKE_BACK',
      amount: 500_000n,
      paymentPassword: '246810',
    });
  });

  it('refuses one minor unit outside the operator’s limits, naming them', () => {
    const range = [['amount', 'Enter an amount from 10.00 to 5,000.00']];
    expect(problems({ ...form, amount: '9.99' })).toEqual(range);
    expect(problems({ ...form, amount: '5000.01' })).toEqual(range);
    expect(problems({ ...form, amount: '1' }, 'JA')).toEqual([
      ['amount', '10.00〜5,000.00の金額を入力してください'],
    ]);
  });

  it.each(['0', '-10', '10.001', 'all'])('refuses the amount %s by the contract’s rule', (amount) => {
    expect(problems({ ...form, amount })).toEqual([['amount', 'invalidAmount']]);
  });

  it('asks for the payment password and one of the two ways', () => {
    // The form's resolver words it ("Input cannot be empty"); the schema names the field.
    expect(problems({ ...form, paymentPassword: '' }).map(([path]) => path)).toEqual(['paymentPassword']);
    expect(problems({ ...form, way: 'STEAL' })).toHaveLength(1);
  });
});
