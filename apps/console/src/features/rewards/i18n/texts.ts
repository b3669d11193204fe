import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the member rewards, bonus turnover and reward cost pages, added when one of them loads (app/router.tsx). */
export const rewardsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
