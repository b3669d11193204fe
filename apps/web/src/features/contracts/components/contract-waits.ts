import type { Contract } from '@platform/contract';

/** What a contract waits for from the caller: an answer to an offer, a change or a termination; or nothing. */
export type Awaited = 'offer' | 'change' | 'termination' | null;

/** Only the side that did not ask answers (the server says the same: `contract_not_waiting`). */
export const awaitedFrom = (contract: Contract): Awaited => {
  if (contract.callerSide === null || contract.requestedBy === contract.callerSide) return null;
  switch (contract.status) {
    case 'PENDING':
      return 'offer';
    case 'PENDING_CHANGE':
      return 'change';
    case 'PENDING_TERMINATION':
      return 'termination';
    default:
      return null;
  }
};
