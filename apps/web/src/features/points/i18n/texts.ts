import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The points tabs of the points mall: points details, rates and rules, buying points. */
export const pointsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
