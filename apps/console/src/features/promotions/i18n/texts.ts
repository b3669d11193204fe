import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the promotions and review pages, added when one of them loads (app/router.tsx). */
export const promotionsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
