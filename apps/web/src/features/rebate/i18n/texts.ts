import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** Manual rebate and bonus details. */
export const rebateTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
