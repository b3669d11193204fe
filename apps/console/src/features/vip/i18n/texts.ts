import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The VIP console pages: the ranks editor, members' rank changes and the manual rank. */
export const vipTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
