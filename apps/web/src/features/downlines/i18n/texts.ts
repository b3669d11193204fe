import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the register centre and team management, added when one of them loads (app/router.tsx). */
export const downlinesTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
