import type { TextBundle } from '@platform/ui/text-bundles.ts';

/** Invite friends (`/member/referral`). */
export const referralTexts: TextBundle = { ja: () => import('./ja.json'), en: () => import('./en.json') };
