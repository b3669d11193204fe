import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the points rates page, added when it loads (app/router.tsx). */
export const pointsSettingsTexts: TextBundle = {
  ja: () => import('./ja.json'),
  en: () => import('./en.json'),
};
