import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The reward centre's task tabs: daily sign-in, newbie tasks, rescue fund and promo codes. */
export const rewardTaskTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
