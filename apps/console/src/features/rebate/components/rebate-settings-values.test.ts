import { describe, expect, it } from 'vitest';
import { REBATE_CATEGORIES, rebateSettingsSchema } from '@platform/contract';
import { rebateSettingsField } from './rebate-settings-values.ts';

const rates = Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, '0.8']));

describe('the rebate settings form', () => {
  it('sends what staff typed as the contract body: rates in percent and the switch', () => {
    const typed = { defaultRates: { ...rates, LIVE: '1.25' }, autoRebate: true };
    expect(rebateSettingsSchema.parse(typed)).toEqual(typed);
  });

  it('refuses a rate above the ceiling, with more than two decimals, or not a number', () => {
    for (const rate of ['10.01', '0.125', 'abc', '']) {
      const result = rebateSettingsSchema.safeParse({
        defaultRates: { ...rates, RNG: rate },
        autoRebate: false,
      });
      expect(result.success, rate).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['defaultRates', 'RNG']);
    }
  });

  it('places a server field error under its input, and an unknown one in the form alert', () => {
    expect(rebateSettingsField('defaultRates.SPORTS')).toBe('defaultRates.SPORTS');
    expect(rebateSettingsField('autoRebate')).toBe('autoRebate');
    expect(rebateSettingsField('defaultRates.CASINO')).toBeUndefined();
    expect(rebateSettingsField('RNG')).toBeUndefined();
  });
});
