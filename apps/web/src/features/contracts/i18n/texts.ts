import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The contract pages (dividend record, daily wages, hourly and real-time salary) and the contract popup. */
export const contractsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
