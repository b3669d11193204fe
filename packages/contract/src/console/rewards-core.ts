import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { localizedTextSchema } from '../content-fields.ts';
import { endpoint } from '../endpoint.ts';
import { dateQuery, daysInOrder, pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';
import { REWARD_SOURCES, REWARD_STATUSES, TURNOVER_BASES, TURNOVER_STATUSES } from '../rewards/constants.ts';
import { rewardIdParams, turnoverRequirementSchema, turnoverWeightsSchema } from '../rewards/core.ts';

/*
 * The operator's side of the reward centre's core (console): every reward granted, a manual grant,
 * cancelling a pending reward, the bonus turnover requirements (cancel or forfeit) and the cost of
 * the rewards per source and per activity. Every change is audited.
 */

const tags = ['console-rewards'];

const rewardAdminFilters = z.strictObject({
  /** The member's exact account (any case). */
  account: z.string().trim().min(1).max(64).optional(),
  source: z.enum(REWARD_SOURCES).optional(),
  status: z.enum(REWARD_STATUSES).optional(),
  /** Granted on or after this merchant day. */
  startDate: dateQuery.optional(),
  /** Granted on or before this merchant day. */
  endDate: dateQuery.optional(),
});

/** The console's filter bar of the rewards list: the query without its paging. */
export const rewardAdminFilterSchema = rewardAdminFilters.refine(...daysInOrder);

/** `GET /console-api/rewards`: every reward, filtered; the days are the merchant's, of the grant. */
export const rewardAdminQuerySchema = rewardAdminFilters.extend(pageQuery).refine(...daysInOrder);
export type RewardAdminQuery = z.input<typeof rewardAdminQuerySchema>;

export const rewardAdminRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  source: z.enum(REWARD_SOURCES),
  sourceRef: z.string(),
  title: localizedTextSchema(200),
  prizeKind: z.string(),
  amount: z.string().nullable(),
  points: z.string().nullable(),
  ticketEventId: z.number().int().nullable(),
  ticketCount: z.number().int().nullable(),
  turnoverMultiple: z.number().int().nullable(),
  status: z.enum(REWARD_STATUSES),
  claimMode: z.enum(['AUTO', 'MANUAL']),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type RewardAdminRow = z.infer<typeof rewardAdminRowSchema>;
export const rewardAdminPageSchema = pageOf(rewardAdminRowSchema);

/** The most a points or ticket grant may give at once (points are whole numbers). */
export const MANUAL_POINTS_MAX = 1_000_000_000;
export const MANUAL_TICKETS_MAX = 100;

/** A turnover rule: the multiple in hundredths (300 = 3×), the base, and the weight of each product. */
export const turnoverRuleSchema = z.strictObject({
  multiple: z.number().int().min(1).max(100_000),
  base: z.enum(TURNOVER_BASES),
  /** For BONUS_PLUS_DEPOSIT: the deposit the bonus came with. */
  depositAmount: amountSchema().optional(),
  weights: turnoverWeightsSchema,
});
export type TurnoverRuleInput = z.input<typeof turnoverRuleSchema>;

const prizeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('MONEY'), amount: amountSchema() }),
  z.strictObject({
    kind: z.literal('BONUS'),
    amount: amountSchema(),
    turnover: turnoverRuleSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('POINTS'), points: z.number().int().min(1).max(MANUAL_POINTS_MAX) }),
  z.strictObject({
    kind: z.literal('TICKET'),
    ticketEventId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    count: z.number().int().min(1).max(MANUAL_TICKETS_MAX),
  }),
]);

/**
 * `POST /console-api/rewards`: a manual reward to one member (source MANUAL). `requestId` is made once
 * per form: a retry of the same grant answers the first reward and grants nothing twice.
 */
export const manualRewardSchema = z.strictObject({
  requestId: z.uuid(),
  account: z.string().trim().min(1).max(64),
  title: localizedTextSchema(200),
  prize: prizeSchema,
  /** AUTO pays now; MANUAL waits in the member's reward centre until claimed or expired. */
  claim: z.enum(['AUTO', 'MANUAL']),
  /** For MANUAL: when the reward expires (ISO date-time), none when absent. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type ManualRewardInput = z.input<typeof manualRewardSchema>;

/** Ending a reward or a turnover requirement: the reason is kept in the audit log. */
export const rewardReasonSchema = z.strictObject({ reason: multiline(z.string().trim().min(1).max(200)) });

/** `GET /console-api/rewards/turnover`: the turnover requirements, filtered. */
export const turnoverAdminQuerySchema = z.strictObject({
  account: z.string().trim().min(1).max(64).optional(),
  status: z.enum(TURNOVER_STATUSES).optional(),
  ...pageQuery,
});
export type TurnoverAdminQuery = z.input<typeof turnoverAdminQuerySchema>;
export const turnoverAdminRowSchema = turnoverRequirementSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
});
export type TurnoverAdminRow = z.infer<typeof turnoverAdminRowSchema>;
export const turnoverAdminPageSchema = pageOf(turnoverAdminRowSchema);

/** `GET /console-api/rewards/cost`: what the rewards claimed in the days cost, per source and per activity. */
export const rewardCostQuerySchema = z
  .strictObject({ startDate: dateQuery, endDate: dateQuery })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });
export type RewardCostQuery = z.input<typeof rewardCostQuerySchema>;

const costRowSchema = z.object({
  source: z.enum(REWARD_SOURCES),
  /** MONEY and BONUS paid. */
  amount: z.string(),
  points: z.string(),
  tickets: z.number().int(),
  count: z.number().int(),
});
export const rewardCostSchema = z.object({
  bySource: z.array(costRowSchema),
  /** Per activity: the source's reference up to its activity (`promotion:12`, `mission:3`); MANUAL in one row. */
  byActivity: z.array(costRowSchema.extend({ activity: z.string() })),
  total: z.object({ amount: z.string(), points: z.string(), count: z.number().int() }),
});
export type RewardCost = z.infer<typeof rewardCostSchema>;

export const turnoverIdParams = rewardIdParams;

/**
 * `GET /console-api/rewards/audience-agents`: the agents an audience names (`audienceSchema.agentIds`),
 * looked up by an agent's exact account (any case) as staff type it, or by the ids saved, to show.
 */
export const audienceAgentsQuerySchema = z
  .strictObject({
    account: z.string().trim().min(1).max(64).optional(),
    /** Ids separated by commas, at most 100. */
    ids: z
      .string()
      .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/)
      .optional(),
  })
  .refine((query) => query.account !== undefined || query.ids !== undefined, {
    path: ['account'],
    message: 'required',
  });
export type AudienceAgentsQuery = z.input<typeof audienceAgentsQuerySchema>;

export const audienceAgentSchema = z.object({ id: z.number().int(), account: z.string() });
export type AudienceAgent = z.infer<typeof audienceAgentSchema>;

export const rewardAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/rewards',
    tags,
    summary: 'Every reward granted, by member, source, status and days granted',
    access: { staff: 'rewards.read' },
    query: rewardAdminQuerySchema,
    response: rewardAdminPageSchema,
  }),
  grant: endpoint({
    method: 'POST',
    path: '/console-api/rewards',
    tags,
    summary: 'Grant a manual reward to a member (audited as `reward.grant`)',
    description:
      'An unknown account is a field error; a trial account `in_need_true_account`. The same ' +
      '`requestId` answers the first reward.',
    access: { staff: 'rewards.write' },
    body: manualRewardSchema,
    response: rewardAdminRowSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/console-api/rewards/:id/cancel',
    tags,
    summary: 'Cancel a pending reward (audited as `reward.grant` with status CANCELLED)',
    description: 'Only a PENDING reward: otherwise `reward_already_claimed` or `reward_expired`.',
    access: { staff: 'rewards.write' },
    params: rewardIdParams,
    body: rewardReasonSchema,
    response: rewardAdminRowSchema,
  }),
  turnover: endpoint({
    method: 'GET',
    path: '/console-api/rewards/turnover',
    tags,
    summary: 'Bonus turnover requirements with their progress',
    access: { staff: 'rewards.read' },
    query: turnoverAdminQuerySchema,
    response: turnoverAdminPageSchema,
  }),
  cancelTurnover: endpoint({
    method: 'POST',
    path: '/console-api/rewards/turnover/:id/cancel',
    tags,
    summary: 'End an active requirement, the bonus stays with the member (audited as `bonus.cancel`)',
    description: 'Only an ACTIVE requirement: otherwise `bonus_not_active`.',
    access: { staff: 'rewards.write' },
    params: turnoverIdParams,
    body: rewardReasonSchema,
    response: turnoverAdminRowSchema,
  }),
  forfeitTurnover: endpoint({
    method: 'POST',
    path: '/console-api/rewards/turnover/:id/forfeit',
    tags,
    summary:
      'End an active requirement and take the bonus back, at most the balance (audited as `bonus.forfeit`)',
    description: 'Only an ACTIVE requirement: otherwise `bonus_not_active`.',
    access: { staff: 'rewards.write' },
    params: turnoverIdParams,
    body: rewardReasonSchema,
    response: turnoverAdminRowSchema,
  }),
  audienceAgents: endpoint({
    method: 'GET',
    path: '/console-api/rewards/audience-agents',
    tags,
    summary: 'The agents of an audience: one by its account, or the saved ones by id, with their accounts',
    description:
      'An unknown account is a field error on `account` (`unknownAccount`), a member that is no agent ' +
      '`notAnAgent`; ids that name no member are left out.',
    access: { staff: 'rewards.read' },
    query: audienceAgentsQuerySchema,
    response: z.array(audienceAgentSchema),
  }),
  cost: endpoint({
    method: 'GET',
    path: '/console-api/rewards/cost',
    tags,
    summary: 'The cost of the rewards claimed in the days, per source and per activity',
    access: { staff: 'rewards.read' },
    query: rewardCostQuerySchema,
    response: rewardCostSchema,
  }),
};
