import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';
import {
  CONTRACT_KINDS,
  CONTRACT_PRODUCTS,
  CONTRACT_STATUSES,
  SETTLEMENT_STATUSES,
} from '../contracts/constants.ts';
import {
  contractAnswerSchema,
  contractChangeSchema,
  contractHistorySchema,
  contractIdParams,
  contractPageSchema,
  contractPoliciesSchema,
  contractPolicyParams,
  contractPolicySchema,
  contractSchema,
  contractTermsSchema,
  settlementPageSchema,
  settlementSchema,
} from '../contracts/schemas.ts';

/*
 * The operator's side of contracts (console): the policy per kind, the operator's own contracts
 * with top-level agents, every contract, and the settlements: runs per period, records, the
 * approval queue, re-runs and adjustments. Every change is audited.
 */

/** `GET /console-api/contracts`: every contract, filtered. */
export const contractAdminQuerySchema = z.strictObject({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** The upline's or the downline's exact account (any case). */
  account: z.string().trim().min(1).max(64).optional(),
  /** Only the operator's own contracts (top-level agents). */
  operatorOnly: z.enum(['true', 'false']).optional(),
  ...pageQuery,
});
export type ContractAdminQuery = z.input<typeof contractAdminQuerySchema>;

/** `POST /console-api/contracts`: the operator offers a contract to a top-level agent (no upline). */
export const operatorContractOfferSchema = z.strictObject({
  /** The top-level agent's exact account. */
  account: z.string().trim().min(1).max(64),
  product: z.enum(CONTRACT_PRODUCTS),
  terms: contractTermsSchema,
});
export type OperatorContractOffer = z.infer<typeof operatorContractOfferSchema>;

/** One run of a kind's settlement for one period, with its totals. */
export const settlementRunSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The period job's state: running, done or failed (with its last error). */
  status: z.enum(['running', 'done', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  records: z.number().int(),
  /** Records per status, and the amounts paid and waiting. */
  byStatus: z.record(z.enum(SETTLEMENT_STATUSES), z.number().int()),
  paid: z.string(),
  pending: z.string(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

export const settlementRunQuerySchema = z.strictObject({
  kind: z.enum(CONTRACT_KINDS).optional(),
  ...pageQuery,
});

export const settlementAdminQuerySchema = z.strictObject({
  kind: z.enum(CONTRACT_KINDS).optional(),
  period: z.string().trim().min(1).max(20).optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  /** The agent's exact account (any case). */
  account: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export type SettlementAdminQuery = z.input<typeof settlementAdminQuerySchema>;

/** `POST /console-api/settlements/runs`: run a kind's period again (failed records retried, missing ones made). */
export const settlementRerunSchema = z.strictObject({
  kind: z.enum(CONTRACT_KINDS),
  period: z.string().trim().min(4).max(20),
});
export type SettlementRerun = z.infer<typeof settlementRerunSchema>;

const reason = multiline(z.string().trim().min(1).max(200));

export const settlementRejectSchema = z.strictObject({ reason });

/** `POST /console-api/settlements/:id/adjust`: pay more (positive) or take back (negative), with a reason. */
export const settlementAdjustSchema = z.strictObject({
  amount: amountSchema({ signed: true }),
  reason,
  /** The client's id of this request: the same id twice moves money once. */
  requestId: z.uuid(),
});
export type SettlementAdjustInput = z.input<typeof settlementAdjustSchema>;

export const settlementIdParams = contractIdParams;

const tags = ['console-contracts'];

export const contractAdminEndpoints = {
  policies: endpoint({
    method: 'GET',
    path: '/console-api/contracts/policies',
    tags,
    summary: 'Every contract kind’s policy, with whether its white-label switch is on',
    access: { staff: 'settings.read' },
    response: contractPoliciesSchema,
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: '/console-api/contracts/policies/:kind',
    tags,
    summary: 'Set one contract kind’s policy (audited as `contract.policy`)',
    description: 'Field errors: `minAboveMax`, `unknownOption`.',
    access: { staff: 'settings.write' },
    params: contractPolicyParams,
    body: contractPolicySchema,
    response: contractPoliciesSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/console-api/contracts',
    tags,
    summary: 'Every contract, by kind, status and party',
    access: { staff: 'members.read' },
    query: contractAdminQuerySchema,
    response: contractPageSchema,
  }),
  offer: endpoint({
    method: 'POST',
    path: '/console-api/contracts',
    tags,
    summary: 'Offer the operator’s contract to a top-level agent (audited as `contract.offer`)',
    description:
      'The account must be an agent with no upline (`not_found_entity` otherwise) and no contract of ' +
      'the kind and product that is not ended (`contract_exists`); rates within the policy ' +
      '(`contractRateOutOfRange`).',
    access: { staff: 'settings.write' },
    body: operatorContractOfferSchema,
    response: contractSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/console-api/contracts/:id',
    tags,
    summary: 'Offer new terms for one of the operator’s signed contracts (audited as `contract.change`)',
    access: { staff: 'settings.write' },
    params: contractIdParams,
    body: contractChangeSchema,
    response: contractSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/console-api/contracts/:id/answer',
    tags,
    summary: 'Confirm or refuse a top-level agent’s request to end the operator’s contract (audited)',
    access: { staff: 'settings.write' },
    params: contractIdParams,
    body: contractAnswerSchema.pick({ answer: true }),
    response: contractSchema,
  }),
  terminate: endpoint({
    method: 'POST',
    path: '/console-api/contracts/:id/terminate',
    tags,
    summary: 'End a contract: the operator’s own after the agent confirms, any other at once (audited)',
    description:
      'The operator’s own contract goes to PENDING_TERMINATION (a PENDING offer is withdrawn at once); ' +
      'a contract between two agents ends at once (staff override, CANCELLED).',
    access: { staff: 'settings.write' },
    params: contractIdParams,
    response: contractSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/console-api/contracts/:id/history',
    tags,
    summary: 'A contract’s history',
    access: { staff: 'members.read' },
    params: contractIdParams,
    response: contractHistorySchema,
  }),
  runs: endpoint({
    method: 'GET',
    path: '/console-api/settlements/runs',
    tags,
    summary: 'Settlement runs per kind and period, newest first, with their totals',
    access: { staff: 'finance.read' },
    query: settlementRunQuerySchema,
    response: pageOf(settlementRunSchema),
  }),
  rerun: endpoint({
    method: 'POST',
    path: '/console-api/settlements/runs',
    tags,
    summary:
      'Run a kind’s period again: failed payments retried, nothing paid twice (audited as `settlement.rerun`)',
    description:
      'Only a period that has ended (`settlement_period_open` otherwise). Idempotent: every payment ' +
      'keeps its key, so a period run any number of times pays each agent once.',
    access: { staff: 'finance.write' },
    body: settlementRerunSchema,
    response: settlementRunSchema,
  }),
  records: endpoint({
    method: 'GET',
    path: '/console-api/settlements',
    tags,
    summary: 'Settlement records: by kind, period, status (PENDING: the approval queue) and agent',
    access: { staff: 'finance.read' },
    query: settlementAdminQuerySchema,
    response: settlementPageSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/console-api/settlements/:id/approve',
    tags,
    summary: 'Approve a pending payout: paid through the ledger (audited as `settlement.approve`)',
    description:
      'Only a PENDING record (`settlement_not_pending` otherwise); two approvals at once pay once.',
    access: { staff: 'finance.write' },
    params: settlementIdParams,
    response: settlementSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/console-api/settlements/:id/reject',
    tags,
    summary: 'Reject a pending payout with a reason (audited as `settlement.reject`)',
    access: { staff: 'finance.write' },
    params: settlementIdParams,
    body: settlementRejectSchema,
    response: settlementSchema,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/console-api/settlements/:id/adjust',
    tags,
    summary:
      'Adjust a paid settlement: pay more or take back, with a reason (audited as `settlement.adjust`)',
    access: { staff: 'finance.write' },
    params: settlementIdParams,
    body: settlementAdjustSchema,
    response: settlementSchema,
  }),
};
