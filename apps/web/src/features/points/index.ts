import type { ComponentType } from 'react';
import { BuyPoints } from './components/buy-points.tsx';
import { PointsDetails } from './components/points-details.tsx';
import { PointsRates } from './components/points-rates.tsx';

/**
 * The points mall's tabs that belong to points themselves (details, rates and rules, buying points):
 * the mall page (`/pointMall`) lists them after its own item and redemption tabs, and loads their
 * texts with `pointsTexts` (`./i18n/texts.ts`).
 */
export const pointsTabs: readonly { id: string; labelKey: string; Component: ComponentType }[] = [
  { id: 'details', labelKey: 'points.tabs.details', Component: PointsDetails },
  { id: 'rates', labelKey: 'points.tabs.rates', Component: PointsRates },
  { id: 'buy', labelKey: 'points.tabs.buy', Component: BuyPoints },
];

export { pointsTexts } from './i18n/texts.ts';
