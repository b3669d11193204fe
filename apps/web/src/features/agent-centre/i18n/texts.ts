import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The agent centre's menu, landing and announcements, added with the agent layout (app/router.tsx). */
export const agentCentreTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
