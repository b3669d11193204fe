import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { endpoint } from '../endpoint.ts';
import { imageUrlSchema, localizedHtmlSchema, localizedTextSchema } from '../content-fields.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';
import { audienceSchema } from '../rewards/audience.ts';
import {
  APPLICATION_STATUSES,
  PROMOTION_CLAIM_MODES,
  PROMOTION_JOIN_MODES,
  PROMOTION_REWARD_KINDS,
  promotionTurnoverSchema,
} from '../rewards/promotions.ts';

/*
 * Promotions as the console edits them, and the review queue of applications (`rewards.read` to
 * look, `rewards.write` to change); every change is audited (`promotion.save`, `promotion.review`).
 */

export const promotionAdminIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const promotionInputSchema = z
  .strictObject({
    title: localizedTextSchema(100),
    /** Uploaded through `POST /console-api/media` or any site path or http(s) address, as banners. */
    coverImageUrl: imageUrlSchema,
    /** Operator HTML, sanitised before it is stored. */
    content: localizedHtmlSchema,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    audience: audienceSchema.default({ vipLevels: [], agentIds: [], labels: [] }),
    categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).default([]),
    joinMode: z.enum(PROMOTION_JOIN_MODES),
    /** What it pays (null: nothing); MONEY is cash, BONUS cash with the turnover rule. */
    rewardKind: z.enum(PROMOTION_REWARD_KINDS).nullable().default(null),
    /** The amount a JOIN pays; for APPLY the amount staff see first on approval (they may change it). */
    rewardAmount: amountSchema().nullish(),
    claimMode: z.enum(PROMOTION_CLAIM_MODES).default('MANUAL'),
    /** A MANUAL reward not claimed within this many days expires (null: never). */
    claimDays: z.number().int().min(1).max(365).nullable().default(null),
    /** A BONUS's turnover rule (null: none). */
    turnover: promotionTurnoverSchema.nullable().default(null),
    /** The most the promotion pays in total (null: no limit). */
    budget: amountSchema().nullish(),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    published: z.boolean().default(false),
  })
  .refine((value) => Date.parse(value.startsAt) < Date.parse(value.endsAt), {
    path: ['endsAt'],
    message: 'endBeforeStart',
  })
  .refine((value) => value.joinMode !== 'NONE' || value.rewardKind === null, {
    path: ['rewardKind'],
    message: 'invalidValue',
  })
  .refine((value) => value.joinMode !== 'APPLY' || value.rewardKind !== null, {
    path: ['rewardKind'],
    message: 'required',
  })
  .refine(
    (value) =>
      value.joinMode !== 'JOIN' || value.rewardKind === null || (value.rewardAmount ?? null) !== null,
    {
      path: ['rewardAmount'],
      message: 'required',
    },
  )
  .refine((value) => value.rewardKind === 'BONUS' || value.turnover === null, {
    path: ['turnover'],
    message: 'invalidValue',
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const promotionAdminSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema(100),
  coverImageUrl: z.string(),
  content: localizedTextSchema(1_000_000),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: audienceSchema,
  categories: z.array(z.enum(GAME_CATEGORIES)),
  joinMode: z.enum(PROMOTION_JOIN_MODES),
  reward: z
    .object({
      kind: z.enum(PROMOTION_REWARD_KINDS),
      amount: z.string().nullable(),
      claimMode: z.enum(PROMOTION_CLAIM_MODES),
      claimDays: z.number().int().nullable(),
      turnover: promotionTurnoverSchema.nullable(),
    })
    .nullable(),
  budget: z.string().nullable(),
  /** What the promotion has paid so far. */
  spent: z.string(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  /** Applications waiting for a decision (PENDING or IN_PROCESS). */
  waiting: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;

export const applicationQueueQuerySchema = z.strictObject({
  promotionId: z.coerce.number().int().positive().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  username: z.string().trim().max(32).optional(),
  ...pageQuery,
});

export const applicationAdminSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  rewardKind: z.enum(PROMOTION_REWARD_KINDS).nullable(),
  /** The promotion's amount, offered first on approval. */
  suggestedAmount: z.string().nullable(),
  memberId: z.number().int(),
  username: z.string(),
  remark: z.string(),
  /** How many images; each is `GET .../applications/:id/images/:index` (0-based). */
  imageCount: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  amount: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationAdmin = z.infer<typeof applicationAdminSchema>;
export const applicationQueuePageSchema = pageOf(applicationAdminSchema);
export type ApplicationQueuePage = z.infer<typeof applicationQueuePageSchema>;

export const applicationImageParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(2),
});

export const applicationApproveSchema = z.strictObject({ amount: amountSchema() });
export const applicationRejectSchema = z.strictObject({
  reason: multiline(z.string().trim().min(1).max(200)),
});

const tags = ['console promotions'];

export const promotionAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/rewards/promotions',
    tags,
    summary: 'Every promotion, with its budget use and waiting applications',
    access: { staff: 'rewards.read' },
    response: z.array(promotionAdminSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/console-api/rewards/promotions',
    tags,
    summary: 'Add a promotion (HTML sanitised before storage); audited `promotion.save`',
    access: { staff: 'rewards.write' },
    body: promotionInputSchema,
    response: promotionAdminSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/promotions/:id',
    tags,
    summary: 'Replace a promotion; a budget below what it has paid is refused under its field; audited',
    access: { staff: 'rewards.write' },
    params: promotionAdminIdParamsSchema,
    body: promotionInputSchema,
    response: promotionAdminSchema,
  }),
  applications: endpoint({
    method: 'GET',
    path: '/console-api/rewards/promotion-applications',
    tags,
    summary: 'The review queue: applications by promotion, status and member, oldest waiting first',
    access: { staff: 'rewards.read' },
    query: applicationQueueQuerySchema,
    response: applicationQueuePageSchema,
  }),
  /** Answers the image's bytes, not an envelope. */
  applicationImage: endpoint({
    method: 'GET',
    path: '/console-api/rewards/promotion-applications/:id/images/:index',
    tags,
    summary: 'One image of an application (staff only)',
    access: { staff: 'rewards.read' },
    params: applicationImageParamsSchema,
  }),
  take: endpoint({
    method: 'POST',
    path: '/console-api/rewards/promotion-applications/:id/take',
    tags,
    summary: 'Take up a PENDING application: the member sees IN_PROCESS; audited `promotion.review`',
    access: { staff: 'rewards.write' },
    params: promotionAdminIdParamsSchema,
    response: applicationAdminSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/console-api/rewards/promotion-applications/:id/approve',
    tags,
    summary: 'Approve with an amount: grants the reward within the budget; notifies; audited',
    description:
      'Only a waiting application (`application_not_pending`); more than the remaining budget is `reward_budget_exhausted`.',
    access: { staff: 'rewards.write' },
    params: promotionAdminIdParamsSchema,
    body: applicationApproveSchema,
    response: applicationAdminSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/console-api/rewards/promotion-applications/:id/reject',
    tags,
    summary: 'Reject with a reason the member reads; notifies; audited',
    access: { staff: 'rewards.write' },
    params: promotionAdminIdParamsSchema,
    body: applicationRejectSchema,
    response: applicationAdminSchema,
  }),
};
