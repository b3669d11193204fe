import type { ContractStatus, SettlementStatus } from '@platform/contract';
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
