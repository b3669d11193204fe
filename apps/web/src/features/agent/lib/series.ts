import type { TeamDay } from '@platform/contract';

/** The overview's head-count series (reference section 2), in the order the table and chart show them. */
export const HEAD_COUNT_SERIES = [
  'logins',
  'registrations',
  'firstDeposits',
  'firstBets',
  'depositors',
  'depositCount',
  'withdrawalCount',
  'betCount',
] as const satisfies readonly (keyof TeamDay)[];

/** The overview's amount series (reference section 2). */
export const AMOUNT_SERIES = [
  'depositAmount',
  'firstDepositAmount',
  'withdrawalAmount',
  'stake',
  'validBet',
  'payout',
  'winLoss',
] as const satisfies readonly (keyof TeamDay)[];

export type HeadCountSeries = (typeof HEAD_COUNT_SERIES)[number];
export type AmountSeries = (typeof AMOUNT_SERIES)[number];
