import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The points mall (`/pointMall`): items, redeeming and the redemption history. */
export const pointMallTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
