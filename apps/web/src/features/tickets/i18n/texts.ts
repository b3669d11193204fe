import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** The tickets page: golden eggs, red envelopes, prize wheels, vouchers and gift codes. */
export const ticketsTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
