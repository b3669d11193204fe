import type { PromotionStatus } from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';

/** The badge colour of each member status: green once paid, amber while waiting, red when refused. */
export const STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  JOIN: 'accent',
  JOINED: 'success',
  APPLYING: 'warning',
  IN_PROCESS: 'info',
  CLAIM: 'accent',
  CLAIMED: 'success',
  ISSUED: 'success',
  REJECTED: 'danger',
  CLOSED: 'neutral',
  COMING_SOON: 'info',
};
