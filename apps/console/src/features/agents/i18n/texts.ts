import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of the agent pages (tree, policy, transfers), added when one of them loads (app/router.tsx). */
export const agentsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
