import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The lottery lobby's texts, added with the lottery pages (app/router.tsx). */
export const lotteryTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
