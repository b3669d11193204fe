import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the contract and settlement pages, added when one of them loads (app/router.tsx). */
export const contractsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
