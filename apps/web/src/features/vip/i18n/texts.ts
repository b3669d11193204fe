import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The VIP page. */
export const vipTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
