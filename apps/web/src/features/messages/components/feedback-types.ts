import type { FeedbackStatus, FeedbackType, InboxKind } from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';

/** The question types' labels (spec section 3). */
export const FEEDBACK_TYPE_KEYS = {
  DEPOSIT: 'memberMessages.types.DEPOSIT',
  WITHDRAWAL: 'memberMessages.types.WITHDRAWAL',
  GAME: 'memberMessages.types.GAME',
  CUSTOMER_SERVICE: 'memberMessages.types.CUSTOMER_SERVICE',
  APPLICATION: 'memberMessages.types.APPLICATION',
  OTHER: 'memberMessages.types.OTHER',
} as const satisfies Record<FeedbackType, string>;

export const FEEDBACK_STATUS = {
  OPEN: { key: 'memberMessages.feedback.status.OPEN', tone: 'warning' },
  REPLIED: { key: 'memberMessages.feedback.status.REPLIED', tone: 'success' },
} as const satisfies Record<FeedbackStatus, { key: string; tone: BadgeTone }>;

export const INBOX_KIND_KEYS = {
  FEEDBACK_REPLY: 'memberMessages.inbox.kinds.FEEDBACK_REPLY',
  SYSTEM: 'memberMessages.inbox.kinds.SYSTEM',
  UPLINE: 'memberMessages.inbox.kinds.UPLINE',
} as const satisfies Record<InboxKind, string>;
