import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The live lobby's tables and hosts, added with the live casino page (app/router.tsx). */
export const liveTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
