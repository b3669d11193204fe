import { z } from 'zod';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { TEAM_SCOPES } from './constants.ts';

/*
 * Team transactions (agentDownlineTransactionDetailsCopy): the deposits, withdrawals and team
 * transfers of the caller's downlines.
 */

/**
 * What a row is, from the downline's side: a deposit, a withdrawal, money it received in a team
 * transfer (移入) or money it sent (移出).
 */
export const TEAM_TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT'] as const;
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

/**
 * One status over the three kinds: PENDING (a deposit or withdrawal waiting), SUCCESS (credited,
 * paid, or a team transfer, which is done when made), FAILED (failed, expired or rejected).
 */
export const TEAM_TRANSACTION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type TeamTransactionStatus = (typeof TEAM_TRANSACTION_STATUSES)[number];

/** The longest range of days one query covers. */
export const TEAM_TRANSACTION_RANGE_MAX_DAYS = 93;

/**
 * `GET /wps/agent/team/transactions`. The spec asks for a username or a type: a query with
 * neither is refused with `username_or_type_required`.
 */
export const teamTransactionQuerySchema = z
  .strictObject({
    startDate: dateQuery,
    endDate: dateQuery,
    scope: z.enum(TEAM_SCOPES).default('ALL'),
    type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
    /** Only the downline with this username (any case); it must be in the caller's team. */
    username: z.string().trim().min(1).max(64).optional(),
    status: z.enum(TEAM_TRANSACTION_STATUSES).optional(),
    ...pageQuery,
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });
export type TeamTransactionQuery = z.input<typeof teamTransactionQuerySchema>;

export const teamTransactionSchema = z.object({
  /** The order's or team transfer's number (D…, W…, T…). */
  orderNo: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  /** The downline whose transaction it is. */
  username: z.string(),
  /** 1 for a direct downline, 2 for its downlines, and so on. */
  level: z.number().int(),
  /** A team transfer's other side (the caller, or another member of its team); null otherwise. */
  counterparty: z.string().nullable(),
  amount: z.string(),
  status: z.enum(TEAM_TRANSACTION_STATUSES),
  createdAt: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const teamTransactionPageSchema = pageOf(teamTransactionSchema).extend({
  /** Per type the filter keeps, over every matching row, not only this page. */
  totals: z.array(
    z.object({ type: z.enum(TEAM_TRANSACTION_TYPES), count: z.number().int(), amount: z.string() }),
  ),
});
export type TeamTransactionPage = z.infer<typeof teamTransactionPageSchema>;
