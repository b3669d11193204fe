import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the rebate pages, added when one of them loads (app/router.tsx). */
export const rebateTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
