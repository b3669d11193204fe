import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of this area's pages, added when one of them loads (app/router.tsx). */
export const gamesTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
