import { REBATE_CATEGORIES } from '../downlines/constants.ts';

/*
 * Dividend and salary contracts between an upline and each direct downline agent, and their
 * settlements (spec sections 2, 3, 4, 6 and 9; reference-agent-rewards-lottery.md section 7): the
 * plain values, apart from their zod schemas.
 */

/** The four contract kinds, each with its white-label switch (MODULE_ID) and consolidated flag. */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** What a contract is on: one product category, or all products together (the reference's "consolidated"). */
export const CONTRACT_PRODUCTS = ['ALL', ...REBATE_CATEGORIES] as const;
export type ContractProduct = (typeof CONTRACT_PRODUCTS)[number];

/**
 * A contract's status (the reference's letters in brackets): PENDING (P) an offer waits for the
 * downline; PENDING_CHANGE (E) a change waits, the signed terms still apply; PENDING_TERMINATION (V)
 * one side asked to end it, the other has not answered, the terms still apply; SIGNED (A) in force;
 * NOT_SIGNED (R) the downline rejected the offer; CANCELLED (C) ended (terminated, withdrawn, or
 * ended automatically when the upline's own rate fell below it).
 */
export const CONTRACT_STATUSES = [
  'PENDING',
  'PENDING_CHANGE',
  'PENDING_TERMINATION',
  'SIGNED',
  'NOT_SIGNED',
  'CANCELLED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses whose signed terms are in force (a change or a termination waiting does not stop them). */
export const CONTRACT_IN_FORCE_STATUSES = [
  'SIGNED',
  'PENDING_CHANGE',
  'PENDING_TERMINATION',
] as const satisfies readonly ContractStatus[];

/** Statuses that wait for an answer from the side that did not ask. */
export const CONTRACT_WAITING_STATUSES = [
  'PENDING',
  'PENDING_CHANGE',
  'PENDING_TERMINATION',
] as const satisfies readonly ContractStatus[];

/** What happened to a contract, in its history. */
export const CONTRACT_EVENTS = [
  'OFFERED',
  'ACCEPTED',
  'REJECTED',
  'CHANGE_OFFERED',
  'CHANGE_ACCEPTED',
  'CHANGE_REJECTED',
  'TERMINATION_REQUESTED',
  'TERMINATION_CONFIRMED',
  'TERMINATION_REFUSED',
  'WITHDRAWN',
  /** Ended because the upline's own rate fell below this one (spec section 4). */
  'AUTO_TERMINATED',
] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

/** Who a contract's party is: the operator (for a top-level agent's contract) or a member. */
export const CONTRACT_SIDES = ['UPLINE', 'DOWNLINE'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/** How a downline answers what waits for it. */
export const CONTRACT_ANSWERS = ['ACCEPT', 'REJECT'] as const;
export type ContractAnswer = (typeof CONTRACT_ANSWERS)[number];

/** Dividend periods: daily (paid next day), weekly Sunday–Saturday, semimonthly 1–15 and 16–end, monthly. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Hourly salary periods, as the operator sets: every hour or every 30 minutes. */
export const HOURLY_PERIODS = ['HOUR', 'HALF_HOUR'] as const;
export type HourlyPeriod = (typeof HOURLY_PERIODS)[number];

/** Real-time salary is settled every 5 minutes (spec section 9). */
export const REALTIME_SALARY_MINUTES = 5;

/**
 * What happens to a period's team result that pays no dividend: NONE forgets it; LOSS carries a
 * negative result (the team won from the house) into the next period; LOSS_RESET_MONTHLY carries it
 * within a month only; PROFIT_AND_LOSS carries any result not paid out, positive or negative.
 */
export const CARRY_OVER_MODES = ['NONE', 'LOSS', 'LOSS_RESET_MONTHLY', 'PROFIT_AND_LOSS'] as const;
export type CarryOverMode = (typeof CARRY_OVER_MODES)[number];

/** A salary tier's rate: a percentage of the team's valid bet, or a fixed amount. */
export const SALARY_RATE_TYPES = ['PERCENT', 'FIXED'] as const;
export type SalaryRateType = (typeof SALARY_RATE_TYPES)[number];

/** Whether a kind's payouts go out at once, or wait for a staff member's approval. */
export const PAYOUT_MODES = ['AUTO', 'APPROVAL'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/**
 * A settlement record's status: PENDING waits for approval; PAID went through the ledger; REJECTED
 * by staff with a reason; FAILED the payment was refused (the account closed...), a re-run retries
 * it; NO_PAYOUT nothing was due (no tier reached, no profit), kept with its figures.
 */
export const SETTLEMENT_STATUSES = ['PENDING', 'PAID', 'REJECTED', 'FAILED', 'NO_PAYOUT'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The most tiers one contract holds. */
export const CONTRACT_TIERS_MAX = 10;

/** A contract rate is a percentage with at most two decimals, kept as hundredths of a percent. */
export const CONTRACT_RATE_SCALE = 100;
/** No contract rate is above this percentage. */
export const CONTRACT_RATE_CEILING_PERCENT = 100;

/** The ledger transfer type of each kind's payout (and the agent's income type). */
export const CONTRACT_TRANSFER_TYPES = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAILY_SALARY',
  HOURLY_SALARY: 'HOURLY_SALARY',
  REALTIME_SALARY: 'REALTIME_SALARY',
} as const satisfies Record<ContractKind, string>;
