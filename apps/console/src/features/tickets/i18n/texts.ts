import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The tickets pages: events with prizes and odds, codes, grants, deliveries and the budget report. */
export const ticketsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
