import { z } from 'zod';
import { LOCK_REASON, MEMBER_STATUS, enumValues } from '../statuses.ts';
import { amountSchema } from '../amounts.ts';
import { multiline } from '../text.ts';
import { endpoint } from '../endpoint.ts';
import { TRANSACTION_TYPES } from '../wallet/schemas.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';

export const memberSearchQuerySchema = z.strictObject({
  account: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(32).optional(),
  email: z.string().trim().max(128).optional(),
  id: z.coerce.number().int().positive().optional(),
  type: z.coerce.number().int().min(0).max(999).optional(),
  registeredFrom: dateQuery.optional(),
  registeredTo: dateQuery.optional(),
  ...pageQuery,
});

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(enumValues(MEMBER_STATUS)),
  vipLevel: z.number().int(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  isDemo: z.boolean(),
});

export const memberDetailSchema = memberRowSchema.extend({
  payeeName: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerUrl: z.string().nullable(),
  parentAccount: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  referralCode: z.string(),
  failedLoginCount: z.number().int(),
  /** Locked after too many wrong payment passwords; finance unlocks it. */
  paymentPasswordLocked: z.boolean(),
  lockReason: z.enum(enumValues(LOCK_REASON)).nullable(),
  /** When a lock from wrong passwords ends by itself (`YYYY-MM-DD HH:mm:ss`). */
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  remarks: z.string().nullable(),
  language: z.string(),
  balance: z.string(),
  loginHistory: z.array(
    z.object({ ip: z.string(), userAgent: z.string().nullable(), success: z.boolean(), at: z.string() }),
  ),
});

export const memberIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
/** The new type: the ordinary member (0) or one of the operator's agent types, checked against the setting. */
export const memberTypeChangeSchema = z.strictObject({ type: z.number().int().min(0).max(999) });
/** `POST /console-api/members/:id/upline`: moves the member and its whole team under this agent's account. */
export const memberUplineSchema = z.strictObject({ upline: z.string().trim().min(1).max(64) });
export const memberRemarksSchema = z.strictObject({ remarks: multiline(z.string().trim().max(500)) });
export const memberPasswordResetSchema = z.object({ temporaryPassword: z.string() });

export const memberWalletQuerySchema = z.strictObject({ ...pageQuery });

/** One side of a transfer: a member's wallet (`MAIN`, `VENDOR:<code>`) or an operator account (`memberId` null). */
export const ledgerAccountRefSchema = z.object({ memberId: z.number().int().nullable(), kind: z.string() });

export const ledgerTransferRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  /** Relative to the member: IN to one of their wallets, OUT of one, INTERNAL between two of theirs. */
  direction: z.enum(['IN', 'OUT', 'INTERNAL']),
  from: ledgerAccountRefSchema,
  to: ledgerAccountRefSchema,
  /** Always positive, 2 decimals; `direction` says which way it went. */
  amount: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** `GET /console-api/members/:id/wallet`: the member's accounts and their transfers, newest first. */
export const memberWalletSchema = z.object({
  accounts: z.array(
    z.object({ id: z.number().int(), kind: z.string(), currency: z.string(), balance: z.string() }),
  ),
  transfers: pageOf(ledgerTransferRowSchema),
});

/**
 * What a manual adjustment is, as its ledger type and the operator account it moves against: a plain
 * ADJUSTMENT, or an agent's COMMISSION (agents only: it counts as the agent's income).
 */
export const ADJUSTMENT_KINDS = ['ADJUSTMENT', 'COMMISSION'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * `POST /console-api/members/:id/adjustments`: a signed amount (negative takes money away), its kind
 * and the mandatory reason. `requestId` is made once per form by the client, so a double submit moves
 * money once.
 */
export const memberAdjustmentSchema = z.strictObject({
  requestId: z.uuid(),
  kind: z.enum(ADJUSTMENT_KINDS).default('ADJUSTMENT'),
  amount: amountSchema({ signed: true }),
  reason: multiline(z.string().trim().min(1).max(200)),
});

export const memberAdjustmentResultSchema = z.object({
  transferId: z.number().int(),
  /** The main wallet balance after the adjustment (on a replay, the current one), 2 decimals. */
  balance: z.string(),
  /** True when this `requestId` had already been applied: the first transfer, nothing moved again. */
  replayed: z.boolean(),
});

const tags = ['console'];

/** Member administration: search, profile, locks, password, type, upline, remarks, wallet, adjustments. */
export const memberAdminEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/console-api/members',
    tags,
    summary: 'Search members',
    access: { staff: 'members.read' },
    query: memberSearchQuerySchema,
    response: pageOf(memberRowSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/console-api/members/:id',
    tags,
    summary: 'A member’s profile, status, balance and login history',
    access: { staff: 'members.read' },
    params: memberIdParamsSchema,
    response: memberDetailSchema,
  }),
  lock: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/lock',
    tags,
    summary: 'Lock the member (their sessions end)',
    access: { staff: 'members.write' },
    params: memberIdParamsSchema,
    response: z.null(),
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/unlock',
    tags,
    summary: 'Unlock the member (also the 5-wrong-password lock)',
    access: { staff: 'members.write' },
    params: memberIdParamsSchema,
    response: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/password-reset',
    tags,
    summary: 'Reset the login password; the temporary password is shown once, the member must change it',
    access: { staff: 'members.write' },
    params: memberIdParamsSchema,
    response: memberPasswordResetSchema,
  }),
  changeType: endpoint({
    method: 'PUT',
    path: '/console-api/members/:id/type',
    tags,
    summary: 'Change the member type (member, agent types)',
    access: { staff: 'members.type' },
    params: memberIdParamsSchema,
    body: memberTypeChangeSchema,
    response: z.null(),
  }),
  moveUpline: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/upline',
    tags,
    summary: 'Move the member and its whole team under another agent',
    access: { staff: 'members.write' },
    params: memberIdParamsSchema,
    body: memberUplineSchema,
    response: z.null(),
  }),
  updateRemarks: endpoint({
    method: 'PUT',
    path: '/console-api/members/:id/remarks',
    tags,
    summary: 'The operator’s note on the member (empty clears it)',
    access: { staff: 'members.write' },
    params: memberIdParamsSchema,
    body: memberRemarksSchema,
    response: z.null(),
  }),
  wallet: endpoint({
    method: 'GET',
    path: '/console-api/members/:id/wallet',
    tags,
    summary: 'The member’s accounts and balances, and their ledger transfers, newest first',
    access: { staff: 'finance.read' },
    params: memberIdParamsSchema,
    query: memberWalletQuerySchema,
    response: memberWalletSchema,
  }),
  adjustBalance: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/adjustments',
    tags,
    summary:
      'Adjust the main wallet by a signed amount with a mandatory reason; audited. The same requestId moves money once',
    access: { staff: 'finance.write' },
    params: memberIdParamsSchema,
    body: memberAdjustmentSchema,
    response: memberAdjustmentResultSchema,
  }),
};
