import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The texts of team transfers (the downline dialog, /member/transferUpline), added by the routes that show them. */
export const teamTransferTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
