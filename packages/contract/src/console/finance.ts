import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { multiline } from '../text.ts';
import { enumValues } from '../statuses.ts';
import { endpoint, type RequestBody } from '../endpoint.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { memberIdParamsSchema } from './members.ts';
import {
  DEPOSIT_CHANNEL_KIND,
  DEPOSIT_STATUS,
  PAYMENT_GATEWAYS,
  WITHDRAWAL_STATUS,
  payeeAccountSchema,
} from '../wallet/schemas.ts';

const localizedText = (max: number) =>
  z.strictObject({ JA: z.string().trim().max(max), EN: z.string().trim().max(max) });

/** `GET /console-api/deposits`: the deposit queue, PENDING first by default. */
export const depositQueueQuerySchema = z.strictObject({
  status: z.enum(enumValues(DEPOSIT_STATUS)).optional(),
  account: z.string().trim().max(64).optional(),
  channelId: z.coerce.number().int().positive().optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pageQuery,
});

export const depositQueueRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelKind: z.enum(enumValues(DEPOSIT_CHANNEL_KIND)),
  amount: z.string(),
  status: z.enum(enumValues(DEPOSIT_STATUS)),
  hasProof: z.boolean(),
  /** The gateway's own reference for online orders. */
  gatewayReference: z.string().nullable(),
  /** Why it failed, as the member reads it. */
  reason: z.string().nullable(),
  /** The staff's internal note on the decision, never shown to the member. */
  memo: z.string().nullable(),
  transferId: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositQueueRow = z.infer<typeof depositQueueRowSchema>;
export const depositQueuePageSchema = pageOf(depositQueueRowSchema);

/** `GET /console-api/withdrawals`. Staff see the whole account number to pay it. */
export const withdrawalQueueQuerySchema = z.strictObject({
  status: z.enum(enumValues(WITHDRAWAL_STATUS)).optional(),
  account: z.string().trim().max(64).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pageQuery,
});

export const withdrawalQueueRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.string(),
  status: z.enum(enumValues(WITHDRAWAL_STATUS)),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Why it was rejected, as the member reads it. */
  reason: z.string().nullable(),
  /** The staff's internal note on the decision, never shown to the member. */
  memo: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalQueueRow = z.infer<typeof withdrawalQueueRowSchema>;
export const withdrawalQueuePageSchema = pageOf(withdrawalQueueRowSchema);

export const orderIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** The staff's internal note on a decision: kept for the console, never shown to the member. */
const staffMemo = multiline(z.string().trim().max(200)).optional();
/** Crediting a deposit or approving a withdrawal: an optional internal memo (the member is given no reason). */
export const orderApprovalSchema = z.strictObject({ memo: staffMemo });
/**
 * Failing a deposit or rejecting a withdrawal: the reason is shown to the member and is mandatory;
 * the memo is internal.
 */
export const orderRejectionSchema = z.strictObject({
  reason: multiline(z.string().trim().min(1).max(200)),
  memo: staffMemo,
});

/** The order after a decision. */
export const orderDecisionResultSchema = z.object({
  status: z.string(),
  transferId: z.number().int().nullable(),
  /** The member's main wallet balance after it, 2 decimals. */
  balance: z.string(),
});

/** `GET /console-api/deposit-channels`: every channel, enabled or not. Gateway secrets never leave the server. */
export const depositChannelAdminSchema = z.object({
  id: z.number().int(),
  kind: z.enum(enumValues(DEPOSIT_CHANNEL_KIND)),
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  name: z.object({ JA: z.string(), EN: z.string() }),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  payee: payeeAccountSchema.nullable(),
  instructions: z.object({ JA: z.string(), EN: z.string() }),
  /** Minutes a PENDING order waits before it expires. */
  expiryMinutes: z.number().int(),
});
export type DepositChannelAdmin = z.infer<typeof depositChannelAdminSchema>;

/**
 * `POST /console-api/deposit-channels` and `PUT /console-api/deposit-channels/:id`. A bank transfer
 * needs its payee account; an online channel needs its gateway.
 */
export const depositChannelInputSchema = z
  .strictObject({
    kind: z.enum(enumValues(DEPOSIT_CHANNEL_KIND)),
    gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
    name: z.strictObject({ JA: z.string().trim().min(1).max(64), EN: z.string().trim().min(1).max(64) }),
    minAmount: amountSchema(),
    maxAmount: amountSchema(),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(9999),
    payee: z
      .strictObject({
        bankName: z.string().trim().min(1).max(64),
        branchName: z.string().trim().max(64),
        accountName: z.string().trim().min(1).max(64),
        accountNumber: z.string().trim().min(1).max(34),
      })
      .nullable(),
    instructions: multiline(localizedText(500)),
    expiryMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
  })
  .refine((input) => input.minAmount <= input.maxAmount, { path: ['maxAmount'], message: 'maxBelowMin' })
  .refine((input) => input.kind !== DEPOSIT_CHANNEL_KIND.BANK_TRANSFER || input.payee !== null, {
    path: ['payee'],
    message: 'payeeRequired',
  })
  .refine((input) => input.kind !== DEPOSIT_CHANNEL_KIND.ONLINE || input.gateway !== null, {
    path: ['gateway'],
    message: 'gatewayRequired',
  });
/** A channel as a client hands it in: amounts in minor units, encoded to decimal text by the call. */
export type DepositChannelInput = RequestBody<typeof depositChannelInputSchema>;

export const channelIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** `GET|PUT /console-api/withdrawal-settings`. */
export const withdrawalSettingsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyCount: z.number().int(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

export const withdrawalSettingsInputSchema = z
  .strictObject({
    minAmount: amountSchema(),
    maxAmount: amountSchema(),
    dailyCount: z.number().int().min(1).max(100),
  })
  .refine((input) => input.minAmount <= input.maxAmount, { path: ['maxAmount'], message: 'maxBelowMin' });
/** The limits as a client hands them in: amounts in minor units, encoded to decimal text by the call. */
export type WithdrawalSettingsInput = RequestBody<typeof withdrawalSettingsInputSchema>;

const tags = ['console finance'];

/** The finance desk: deposit and withdrawal queues and their decisions, channels, limits. */
export const financeEndpoints = {
  deposits: endpoint({
    method: 'GET',
    path: '/console-api/deposits',
    tags,
    summary: 'The deposit queue',
    access: { staff: 'finance.read' },
    query: depositQueueQuerySchema,
    response: depositQueuePageSchema,
  }),
  /** Answers the image's bytes, not an envelope. */
  depositProof: endpoint({
    method: 'GET',
    path: '/console-api/deposits/:id/proof',
    tags,
    summary: 'The proof image of a bank-transfer deposit',
    access: { staff: 'finance.read' },
    params: orderIdParamsSchema,
  }),
  creditDeposit: endpoint({
    method: 'POST',
    path: '/console-api/deposits/:id/credit',
    tags,
    summary: 'Credit a pending or expired deposit; audited, notifies the member',
    access: { staff: 'finance.write' },
    params: orderIdParamsSchema,
    body: orderApprovalSchema,
    response: orderDecisionResultSchema,
  }),
  rejectDeposit: endpoint({
    method: 'POST',
    path: '/console-api/deposits/:id/reject',
    tags,
    summary: 'Fail a pending or expired deposit with a reason; audited, notifies the member',
    access: { staff: 'finance.write' },
    params: orderIdParamsSchema,
    body: orderRejectionSchema,
    response: orderDecisionResultSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/console-api/withdrawals',
    tags,
    summary: 'The withdrawal queue',
    access: { staff: 'finance.read' },
    query: withdrawalQueueQuerySchema,
    response: withdrawalQueuePageSchema,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/console-api/withdrawals/:id/approve',
    tags,
    summary: 'Mark a pending withdrawal paid; audited, notifies the member',
    access: { staff: 'finance.write' },
    params: orderIdParamsSchema,
    body: orderApprovalSchema,
    response: orderDecisionResultSchema,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/console-api/withdrawals/:id/reject',
    tags,
    summary:
      'Reject a pending withdrawal with a reason: the held amount returns; audited, notifies the member',
    access: { staff: 'finance.write' },
    params: orderIdParamsSchema,
    body: orderRejectionSchema,
    response: orderDecisionResultSchema,
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: '/console-api/deposit-channels',
    tags,
    summary: 'Every deposit channel',
    access: { staff: 'finance.read' },
    response: z.array(depositChannelAdminSchema),
  }),
  createDepositChannel: endpoint({
    method: 'POST',
    path: '/console-api/deposit-channels',
    tags,
    summary: 'Create a deposit channel; audited',
    access: { staff: 'finance.write' },
    body: depositChannelInputSchema,
    response: depositChannelAdminSchema,
  }),
  updateDepositChannel: endpoint({
    method: 'PUT',
    path: '/console-api/deposit-channels/:id',
    tags,
    summary: 'Update a deposit channel; audited',
    access: { staff: 'finance.write' },
    params: channelIdParamsSchema,
    body: depositChannelInputSchema,
    response: depositChannelAdminSchema,
  }),
  withdrawalSettings: endpoint({
    method: 'GET',
    path: '/console-api/withdrawal-settings',
    tags,
    summary: 'Withdrawal limits',
    access: { staff: 'finance.read' },
    response: withdrawalSettingsSchema,
  }),
  updateWithdrawalSettings: endpoint({
    method: 'PUT',
    path: '/console-api/withdrawal-settings',
    tags,
    summary: 'Set the withdrawal limits; audited',
    access: { staff: 'finance.write' },
    body: withdrawalSettingsInputSchema,
    response: withdrawalSettingsSchema,
  }),
  unlockPaymentPassword: endpoint({
    method: 'POST',
    path: '/console-api/members/:id/payment-password/unlock',
    tags,
    summary: 'Unlock a payment password locked by wrong tries; audited',
    access: { staff: 'finance.write' },
    params: memberIdParamsSchema,
    response: z.null(),
  }),
};
