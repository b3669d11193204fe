import { CAROUSEL, type HotMatch } from '@platform/contract';

/**
 * Cards in view by the hot-match section's own width: 2.9 (the spec's figure) from 860 px, which a
 * desktop reaches beside the side menu; 2.2 from 560 px; 1.15 below, so a phone's card stays
 * readable and the next one peeks in. home.css draws the still row with the same figures
 * (container queries at the same widths).
 */
export const MATCH_SLIDES = {
  phone: 1.15,
  tabletFromPx: 560,
  tablet: 2.2,
  desktopFromPx: 860,
  desktop: CAROUSEL.HOT_MATCH_SLIDES,
} as const;
export const MATCH_GAP_PX = 12;

export interface MatchCardsProps {
  matches: readonly HotMatch[];
  /** The clock the today / tomorrow labels count from. */
  now: Date;
}
