import { REBATE_CATEGORIES, type RebateCategory } from '@platform/contract';

/** The field of the settings form a server field error (`value.fields` key) belongs to. */
export const rebateSettingsField = (key: string) => {
  if (key === 'autoRebate') return key;
  const category = key.replace(/^defaultRates\./, '');
  return key !== category && (REBATE_CATEGORIES as readonly string[]).includes(category)
    ? (`defaultRates.${category as RebateCategory}` as const)
    : undefined;
};
