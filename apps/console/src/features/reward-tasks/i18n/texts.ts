import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The reward centre's tasks: sign-in, newbie steps, rescue tiers and promo codes. */
export const rewardTasksTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
