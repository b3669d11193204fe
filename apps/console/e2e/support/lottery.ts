import type { Locator } from 'playwright-core';

/** The prize tiers' names as the result form labels them in English. */
const TIER_NAMES: Record<string, string> = {
  SPECIAL: 'Special prize',
  G1: '1st prize',
  G2: '2nd prize',
  G3: '3rd prize',
  G4: '4th prize',
  G5: '5th prize',
  G6: '6th prize',
  G7: '7th prize',
  G8: '8th prize',
};

/** A prize number's field in the result form, e.g. "7th prize, number 2". */
export const prizeField = (form: Locator, tier: string, index: number) =>
  form.getByLabel(`${TIER_NAMES[tier]}, number ${index + 1}`, { exact: true });

/** Types a whole result into the form, tier by tier, as staff do. */
export const fillResult = async (form: Locator, result: Record<string, readonly string[]>) => {
  for (const [tier, numbers] of Object.entries(result)) {
    for (const [index, number] of numbers.entries()) await prizeField(form, tier, index).fill(number);
  }
};
