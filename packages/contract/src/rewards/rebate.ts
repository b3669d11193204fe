import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { REBATE_CATEGORIES } from '../downlines/constants.ts';
import { rebateRateSchema } from '../downlines/schemas.ts';

/*
 * Manual rebate and bonus details (spec: manualRebate, bonusDetails; reference section 9): the
 * member's rebate per product from valid bets not covered by an earlier payment, claimed once per
 * settlement date, or paid by the operator's daily automatic run.
 */

/** Merchant days of valid bets a claim looks back over (today included). */
export const REBATE_LOOKBACK_DAYS = 30;

/** How a rebate was paid: claimed by the member, or by the daily automatic run. */
export const REBATE_CLAIM_KINDS = ['MANUAL', 'AUTO'] as const;
export type RebateClaimKind = (typeof REBATE_CLAIM_KINDS)[number];

/** One product's part of a rebate: the valid bet not yet covered, the rate and what it pays. */
export const rebateProductSchema = z.object({
  category: z.enum(REBATE_CATEGORIES),
  /** Decimal string: valid bet of the lookback days no earlier payment covered. */
  validBet: z.string(),
  /** Percent ("0.8"). */
  rate: rebateRateSchema,
  /** Decimal string: floor(valid bet × rate). */
  amount: z.string(),
});
export type RebateProduct = z.infer<typeof rebateProductSchema>;

/** `GET /wps/relay/rebate`: today's claimable rebate. */
export const rebateSummarySchema = z.object({
  /** The merchant day a claim now settles (`YYYY-MM-DD`): one claim per settlement date. */
  settlementDate: z.string(),
  claimedToday: z.boolean(),
  products: z.array(rebateProductSchema),
  /** Decimal string: the sum of the products' amounts. */
  total: z.string(),
  /** Whether the operator also pays rebates automatically each day. */
  autoRebate: z.boolean(),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

/** A paid rebate (the member's claim or an automatic run's payment). */
export const rebateClaimSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REBATE_CLAIM_KINDS),
  settlementDate: z.string(),
  amount: z.string(),
  products: z.array(rebateProductSchema),
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateClaimsQuerySchema = z.strictObject({ ...pageQuery });
export const rebateClaimPageSchema = pageOf(rebateClaimSchema);

/** `GET /wps/relay/rebate/details`: the member's rate per product. */
export const rebateDetailsSchema = z.object({
  rates: z.array(z.object({ category: z.enum(REBATE_CATEGORIES), rate: rebateRateSchema })),
});
export type RebateDetails = z.infer<typeof rebateDetailsSchema>;

const tags = ['rewards'];
const MEMBER_ONLY =
  'Real accounts only (`in_need_true_account` for a trial account); `feature_disabled` when the rewards ' +
  'module is off.';

export const rebateEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/wps/relay/rebate',
    tags,
    summary: 'Today’s claimable rebate per product, the rates, the total and whether today’s claim is made',
    description:
      `${MEMBER_ONLY} Per product: floor(uncovered valid bet × rate) over the last ` +
      `${REBATE_LOOKBACK_DAYS} merchant days, the valid bet an earlier payment covered left out.`,
    access: 'member',
    response: rebateSummarySchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/relay/rebate/claim',
    tags,
    summary: 'Claim today’s rebate: paid to the main wallet once per settlement date',
    description:
      `${MEMBER_ONLY} \`rebate_already_claimed\` when today’s claim is made, \`rebate_nothing_to_claim\` ` +
      'when the total is 0. Concurrent claims pay once.',
    access: 'member',
    response: rebateClaimSchema,
  }),
  claims: endpoint({
    method: 'GET',
    path: '/wps/relay/rebate/claims',
    tags,
    summary: 'The member’s paid rebates, newest first (claims and automatic payments)',
    description: MEMBER_ONLY,
    access: 'member',
    query: rebateClaimsQuerySchema,
    response: rebateClaimPageSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/wps/relay/rebate/details',
    tags,
    summary: 'Bonus details: the member’s rebate rate per product',
    description: `${MEMBER_ONLY} The rates set by the upline agent, or the operator’s default member rates for a member without an upline.`,
    access: 'member',
    response: rebateDetailsSchema,
  }),
};
