import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  PROMOTION_STATUSES,
  TURNOVER_BASES,
  TURNOVER_WEIGHT_SCALE,
} from './constants.ts';

/*
 * Promotions the operator publishes (spec sections 1, 3, 5 and 9; reference section 8): what the
 * member reads on `/promotions`, joins with one click or applies to with a remark and images.
 */

/** How a member takes part: NONE is information only, JOIN one click, APPLY an application staff review. */
export const PROMOTION_JOIN_MODES = ['NONE', 'JOIN', 'APPLY'] as const;
export type PromotionJoinMode = (typeof PROMOTION_JOIN_MODES)[number];

/** What a promotion pays: MONEY is cash; BONUS is cash with the promotion's turnover rule. */
export const PROMOTION_REWARD_KINDS = ['MONEY', 'BONUS'] as const;
export type PromotionRewardKind = (typeof PROMOTION_REWARD_KINDS)[number];

/** AUTO pays when granted (ISSUED); MANUAL waits in the reward centre until claimed (CLAIM, then CLAIMED). */
export const PROMOTION_CLAIM_MODES = ['AUTO', 'MANUAL'] as const;
export type PromotionClaimMode = (typeof PROMOTION_CLAIM_MODES)[number];

/**
 * An application as staff handle it: PENDING when submitted (the member sees APPLYING), IN_PROCESS
 * once staff took it up, then APPROVED (a reward granted) or REJECTED (with the reason).
 */
export const APPLICATION_STATUSES = ['PENDING', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The remark's hard limit, as the spec writes it. */
export const applicationRemarkSchema = multiline(z.string().trim().max(APPLICATION_REMARK_MAX));

/** An image the member uploaded for an application: `POST /wps/relay/promotions/images` answers its id. */
export const applicationImageIdSchema = z.uuid();

/** `POST /wps/relay/promotions/:id/apply`: the remark and the ids of up to 3 uploaded images. */
export const promotionApplySchema = z.strictObject({
  remark: applicationRemarkSchema.default(''),
  imageIds: z.array(applicationImageIdSchema).max(APPLICATION_IMAGES_MAX).default([]),
});
export type PromotionApplyInput = z.input<typeof promotionApplySchema>;

export const promotionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const promotionListQuerySchema = z.strictObject({
  category: z.enum(GAME_CATEGORIES).optional(),
});

/** The reward a promotion pays, as the member reads it (null amount: staff decide it on approval). */
export const promotionRewardSchema = z.object({
  kind: z.enum(PROMOTION_REWARD_KINDS),
  amount: z.string().nullable(),
  claimMode: z.enum(PROMOTION_CLAIM_MODES),
  /** Turnover multiple in hundredths (300 = 3×) for a BONUS; null for MONEY. */
  turnoverMultiple: z.number().int().nullable(),
});

/** A promotion in the member's list (texts in the caller's language). */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  coverImageUrl: z.string(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  joinMode: z.enum(PROMOTION_JOIN_MODES),
  /** ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  reward: promotionRewardSchema.nullable(),
  /**
   * The member's status (spec's list). Null when there is nothing to do: an information-only
   * promotion while it runs, or any running promotion for a visitor (visitors get no member
   * statuses, only COMING_SOON and CLOSED, which depend on time alone).
   */
  status: z.enum(PROMOTION_STATUSES).nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** One promotion with its rich text (sanitised HTML) and the member's application, if any. */
export const promotionDetailSchema = promotionSummarySchema.extend({
  content: z.string(),
  /** The reason staff gave when they rejected the member's application. */
  rejectReason: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListSchema = z.object({ list: z.array(promotionSummarySchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;

/** `POST /wps/relay/promotions/images` (body: the png or jpg itself): the id to send with the application. */
export const applicationImageSchema = z.object({ id: z.string() });

/** One of the member's applications, newest first. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  remark: z.string(),
  imageCount: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  /** The amount staff approved (null until then). */
  amount: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationsQuerySchema = z.strictObject({ ...pageQuery });
export const myApplicationPageSchema = pageOf(myApplicationSchema);
export type MyApplicationPage = z.infer<typeof myApplicationPageSchema>;

/* The operator's side. */

/** A bonus's turnover rule: a multiple (hundredths) of the bonus or bonus plus deposit, and the weight per game category. */
export const promotionTurnoverSchema = z.strictObject({
  multiple: z.number().int().min(1).max(100_000),
  base: z.enum(TURNOVER_BASES).default('BONUS'),
  weights: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(TURNOVER_WEIGHT_SCALE)),
});
export type PromotionTurnover = z.infer<typeof promotionTurnoverSchema>;

const tags = ['promotions'];
const SWITCH = 'Answers `feature_disabled` while the rewards module is switched off.';

/** The member's promotions (`/promotions`): list, detail, join, apply and the member's applications. */
export const promotionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/promotions',
    tags,
    summary: 'Published promotions, running or coming, with the caller’s status',
    description: `Public. A visitor sees every published promotion open to everyone, with only the time statuses (COMING_SOON, CLOSED); a member sees those of its audience with its own status. ${SWITCH}`,
    access: 'public',
    query: promotionListQuerySchema,
    response: promotionListSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/relay/promotions/:id',
    tags,
    summary: 'One promotion with its rich text and the caller’s status',
    description: `Public, as the list; a promotion outside the caller’s audience is \`not_found_entity\`. ${SWITCH}`,
    access: 'public',
    params: promotionIdParamsSchema,
    response: promotionDetailSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: '/wps/relay/promotions/:id/join',
    tags,
    summary: 'Join a one-click promotion; its reward, if any, is granted at once',
    description:
      'Once per member (`promotion_already_joined`); only while it runs (`promotion_not_open`); a reward above the remaining budget is `reward_budget_exhausted`.',
    access: 'member',
    params: promotionIdParamsSchema,
    response: promotionDetailSchema,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/wps/relay/promotions/images',
    tags,
    summary: 'Upload one image for an application (png or jpg, at most 5 MB, checked by content)',
    description:
      'The body is the image itself; the answer’s id goes into the application’s `imageIds`. Only staff ever see the image.',
    access: 'member',
    upload: true,
    response: applicationImageSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/wps/relay/promotions/:id/apply',
    tags,
    summary: 'Apply to a promotion: a remark (at most 140 characters) and up to 3 uploaded images',
    description:
      'One application per member and promotion (`promotion_already_joined`); only while it runs (`promotion_not_open`); images must be the caller’s own unused uploads.',
    access: 'member',
    params: promotionIdParamsSchema,
    body: promotionApplySchema,
    response: promotionDetailSchema,
  }),
  myApplications: endpoint({
    method: 'GET',
    path: '/wps/relay/promotions/applications',
    tags,
    summary: 'The caller’s applications with their status, newest first',
    access: 'member',
    query: myApplicationsQuerySchema,
    response: myApplicationPageSchema,
  }),
};
