import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the agent centre's report pages, added when one of them loads (app/router.tsx). */
export const agentTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
