import type { TextBundle } from '../../../i18n/index.ts';

/** The texts of this feature's lazy screens, added when one of them loads (app/router.tsx). */
export const gamesTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
