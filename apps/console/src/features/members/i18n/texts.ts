import type { TextBundle } from '../../../i18n/index.ts';

/** The texts of this area's pages, added when one of them loads (app/router.tsx). */
export const membersTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
