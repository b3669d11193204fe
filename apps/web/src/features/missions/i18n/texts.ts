import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The missions and leaderboard page (spec: missionLeaderboard). */
export const missionsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
