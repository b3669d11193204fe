import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the agent centre's pages (reports, my income, team transactions), added when one loads (app/router.tsx). */
export const agentTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
