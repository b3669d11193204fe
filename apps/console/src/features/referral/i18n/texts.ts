import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the invite-friends page, added when it loads (app/router.tsx). */
export const referralTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
