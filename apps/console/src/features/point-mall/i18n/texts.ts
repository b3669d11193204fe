import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The points mall's console pages: items and stock, and the review of redemptions. */
export const pointMallTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
