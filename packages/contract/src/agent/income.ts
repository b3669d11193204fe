import { z } from 'zod';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import type { TransactionType } from '../wallet/schemas.ts';

/*
 * My income (agentRevenueReport): what the agent earned, read from the ledger transfers of the
 * income types into (and, for a reversal, out of) the agent's main wallet.
 */

/**
 * The ledger transfer types that count as an agent's income, in the order the page shows them:
 * COMMISSION, which staff pay (or take back) as a console adjustment of that kind, against the
 * operator's commission account; the contracts' payouts (DIVIDEND, DAILY_SALARY, HOURLY_SALARY,
 * REALTIME_SALARY), paid by their settlements from the same account; and the agent's own REBATE
 * (manual or daily rebate, paid from the operator's bonus account).
 */
export const AGENT_INCOME_TYPES = [
  'COMMISSION',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'REBATE',
] as const satisfies readonly TransactionType[];
export type AgentIncomeType = (typeof AGENT_INCOME_TYPES)[number];

/** The longest range of days one income query covers (as the team reports). */
export const AGENT_INCOME_RANGE_MAX_DAYS = 93;

const range = { startDate: dateQuery, endDate: dateQuery };
const endAfterStart = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const endBeforeStart = { path: ['endDate'], message: 'endBeforeStart' };
const incomeType = z.enum(AGENT_INCOME_TYPES);

/** `GET /wps/agent/income`: the caller's income per day and type over a range. */
export const agentIncomeQuerySchema = z
  .strictObject({ ...range, type: incomeType.optional() })
  .refine(endAfterStart, endBeforeStart);
export type AgentIncomeQuery = z.input<typeof agentIncomeQuerySchema>;

/** One day's income of one type: the sum of its transfers (a reversal counts negative). */
export const agentIncomeRowSchema = z.object({
  date: z.string(),
  type: incomeType,
  /** How many ledger transfers make it up. */
  count: z.number().int(),
  /** 2 decimals, negative only when reversals outweigh the day's payments. */
  amount: z.string(),
});
export type AgentIncomeRow = z.infer<typeof agentIncomeRowSchema>;

export const agentIncomeSchema = z.object({
  /** Days with income, newest first; within a day in the order of `AGENT_INCOME_TYPES`. */
  rows: z.array(agentIncomeRowSchema),
  /** Every income type the filter keeps, with zeros where nothing was paid. */
  totals: z.array(agentIncomeRowSchema.omit({ date: true })),
  total: z.string(),
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;

/** `GET /wps/agent/income/transfers`: the ledger transfers behind the income rows (a row: one day and type). */
export const agentIncomeTransferQuerySchema = z
  .strictObject({ ...range, type: incomeType.optional(), ...pageQuery })
  .refine(endAfterStart, endBeforeStart);
export type AgentIncomeTransferQuery = z.input<typeof agentIncomeTransferQuerySchema>;

export const agentIncomeTransferSchema = z.object({
  /** The ledger transfer's id. */
  transferId: z.number().int(),
  type: incomeType,
  /** Signed, 2 decimals: positive paid in, negative taken back. */
  amount: z.string(),
  /** The main wallet's balance right after it, when the ledger kept it. */
  balanceAfter: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentIncomeTransfer = z.infer<typeof agentIncomeTransferSchema>;

export const agentIncomeTransferPageSchema = pageOf(agentIncomeTransferSchema).extend({
  /** The sum over every transfer the filter keeps, not only this page. */
  amount: z.string(),
});
export type AgentIncomeTransferPage = z.infer<typeof agentIncomeTransferPageSchema>;
