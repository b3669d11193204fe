import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import type { RequestBody } from '../endpoint.ts';

/*
 * Transfers inside a team (spec section 2, issue 23): an agent to a direct downline (or, when the
 * operator allows it, back from one), and a member to its upline (spec: transferUpline). Each moves
 * main wallet to main wallet through the ledger, once per `requestId`.
 */

/** Which way a team transfer goes, from the side of the member who made it. */
export const TEAM_TRANSFER_DIRECTION = {
  /** An agent pays a direct downline. */
  TO_DOWNLINE: 'TO_DOWNLINE',
  /** An agent takes money back from a direct downline (operator switch). */
  FROM_DOWNLINE: 'FROM_DOWNLINE',
  /** A member pays its upline (spec: transferUpline). */
  TO_UPLINE: 'TO_UPLINE',
} as const;

export type TeamTransferDirection = (typeof TEAM_TRANSFER_DIRECTION)[keyof typeof TEAM_TRANSFER_DIRECTION];

const directions = [
  TEAM_TRANSFER_DIRECTION.TO_DOWNLINE,
  TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE,
  TEAM_TRANSFER_DIRECTION.TO_UPLINE,
] as const;

const paymentPassword = z.string().min(1).max(64);

/** `GET/PUT /console-api/team-transfer-settings`: the operator's switches and limits (amounts, 2 decimals). */
export const teamTransferSettingsSchema = z.object({
  /** Agents may pay their direct downlines. */
  downlineEnabled: z.boolean(),
  /** Agents may also take money back from a direct downline. */
  takeBackEnabled: z.boolean(),
  /** Members may pay their upline (the member page `/member/transferUpline`). */
  uplineEnabled: z.boolean(),
  /** Per transfer. */
  minAmount: z.string(),
  maxAmount: z.string(),
  /** What one member may move in team transfers per day (the merchant's time zone). */
  dailyMax: z.string(),
});

export type TeamTransferSettings = z.infer<typeof teamTransferSettingsSchema>;

export const teamTransferSettingsInputSchema = z
  .strictObject({
    downlineEnabled: z.boolean(),
    takeBackEnabled: z.boolean(),
    uplineEnabled: z.boolean(),
    minAmount: amountSchema(),
    maxAmount: amountSchema(),
    dailyMax: amountSchema(),
  })
  .refine((input) => input.minAmount <= input.maxAmount, { path: ['maxAmount'], message: 'minAboveMax' })
  .refine((input) => input.maxAmount <= input.dailyMax, { path: ['dailyMax'], message: 'maxAboveDaily' });

export type TeamTransferSettingsInput = RequestBody<typeof teamTransferSettingsInputSchema>;

/** `GET /wps/team-transfers/config`: what the signed-in member may do today. */
export const teamTransferConfigSchema = z.object({
  /** The member is an agent and the operator lets agents pay downlines. */
  toDownline: z.boolean(),
  /** ... and take money back from them. */
  fromDownline: z.boolean(),
  /** The member has an upline and the operator lets members pay it. */
  toUpline: z.boolean(),
  /** The upline's username, when `toUpline`. */
  uplineUsername: z.string().nullable(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyMax: z.string(),
  /** Moved today by the member's own team transfers. */
  usedToday: z.string(),
});

export type TeamTransferConfig = z.infer<typeof teamTransferConfigSchema>;

/** `POST /wps/agent/transfers`: an agent pays a direct downline, or takes money back from one. */
export const downlineTransferRequestSchema = z.strictObject({
  requestId: z.uuid(),
  downlineId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  direction: z.enum([TEAM_TRANSFER_DIRECTION.TO_DOWNLINE, TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE]),
  amount: amountSchema(),
  paymentPassword,
});

export type DownlineTransferRequest = RequestBody<typeof downlineTransferRequestSchema>;

/** `POST /wps/member/transfer-upline` (spec: transferUpline). */
export const uplineTransferRequestSchema = z.strictObject({
  requestId: z.uuid(),
  amount: amountSchema(),
  paymentPassword,
});

export type UplineTransferRequest = RequestBody<typeof uplineTransferRequestSchema>;

/** A team transfer as the member who made it sees it. */
export const teamTransferResultSchema = z.object({
  transferNo: z.string(),
  direction: z.enum(directions),
  /** The other member's username. */
  counterparty: z.string(),
  amount: z.string(),
  /** The caller's main wallet after it (now, for a replayed request). */
  balance: z.string(),
  /** The same `requestId` was seen before: nothing moved this time. */
  replayed: z.boolean(),
  createdAt: z.string(),
});

export type TeamTransferResult = z.infer<typeof teamTransferResultSchema>;
