import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The missions pages: the list, the editor, a mission's leaderboard and claims. */
export const missionsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
