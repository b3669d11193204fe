import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of this feature's lazy screens, added when one of them loads (app/router.tsx). */
export const walletTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
