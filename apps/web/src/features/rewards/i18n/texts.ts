import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the reward centre and its parts on other screens (withdrawal, menus), added when one loads (app/router.tsx). */
export const rewardTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
