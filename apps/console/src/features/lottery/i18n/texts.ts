import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The lottery console pages: draws (results, confirmation, cancellation), odds and limits, liability and the report. */
export const lotteryTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
