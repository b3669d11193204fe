import type { Settlement } from '@platform/contract';
import type { Translate } from '../../../i18n/index.ts';

/** The rate a settlement applied: a percentage, "fixed", or no tier reached. */
export const rateText = (settlement: Pick<Settlement, 'figures'>, t: Translate): string => {
  const { tierIndex, rate } = settlement.figures;
  if (tierIndex === null) return t('contracts.record.noTier');
  return rate === null ? t('contracts.record.fixed') : `${rate}%`;
};
