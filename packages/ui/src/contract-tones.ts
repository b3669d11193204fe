import type { ContractStatus, RewardStatus, SettlementStatus } from '@platform/contract';
import type { BadgeTone } from './badge.tsx';

/** The badge tone of a contract's status, alike in the member site and the console. */
export const CONTRACT_STATUS_TONES: Record<ContractStatus, BadgeTone> = {
  PENDING: 'warning',
  PENDING_CHANGE: 'warning',
  PENDING_TERMINATION: 'warning',
  SIGNED: 'success',
  NOT_SIGNED: 'neutral',
  CANCELLED: 'neutral',
};

/** The badge tone of a settlement record's status. */
export const SETTLEMENT_STATUS_TONES: Record<SettlementStatus, BadgeTone> = {
  PENDING: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  NO_PAYOUT: 'neutral',
};

/** The badge tone of a reward's status in the member's reward centre and an activity's own records. */
export const REWARD_STATUS_TONES: Record<RewardStatus, BadgeTone> = {
  PENDING: 'accent',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};
