import { z } from 'zod';
import { pageOf, pageQuery } from '../list-queries.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import {
  PRIZE_KINDS,
  PROMO_COUNT_KINDS,
  REWARD_SOURCES,
  REWARD_STATUSES,
  TURNOVER_BASES,
  TURNOVER_STATUSES,
} from './constants.ts';

/*
 * The reward centre's core (spec: rewardCenter; reference section 8): the rewards granted to a member
 * by every activity, claimed here, the badge counts of the member menu, and the bonus turnover that
 * holds a bonus back from withdrawal until it is played through.
 */

/** Amounts in answers: decimal strings with 2 decimals. */
const amount = z.string();

/** One reward as the member sees it; `title` is in the request's language. */
export const rewardSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  prizeKind: z.enum(PRIZE_KINDS),
  /** MONEY and BONUS: the amount. */
  amount: amount.nullable(),
  /** POINTS: the points (whole numbers, as a string). */
  points: z.string().nullable(),
  /** TICKET: how many tickets of the event. */
  ticketCount: z.number().int().nullable(),
  /** BONUS with a turnover rule: the multiple in hundredths (300 = 3×). */
  turnoverMultiple: z.number().int().nullable(),
  status: z.enum(REWARD_STATUSES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const REWARD_LIST_TABS = ['PENDING', 'HISTORY'] as const;
export type RewardListTab = (typeof REWARD_LIST_TABS)[number];

/** `GET /wps/relay/rewards`: the rewards to claim (PENDING) or the others (HISTORY), newest first. */
export const rewardListQuerySchema = z.strictObject({
  tab: z.enum(REWARD_LIST_TABS).default('PENDING'),
  ...pageQuery,
});
export type RewardListQuery = z.input<typeof rewardListQuerySchema>;
export const rewardPageSchema = pageOf(rewardSchema);

/** The reward centre's header: what the member received (claimed rewards) and what waits. */
export const rewardSummarySchema = z.object({
  /** MONEY and BONUS claimed, all time. */
  totalBonus: amount,
  /** POINTS claimed, all time. */
  totalPoints: z.string(),
  /** MONEY and BONUS claimed today (the merchant's day). */
  receivedToday: amount,
  /** Rewards waiting to be claimed. */
  pendingCount: z.number().int(),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

export const rewardIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** What a claim paid: the reward as it is now and the main balance after it. */
export const rewardClaimSchema = z.object({ reward: rewardSchema, balance: amount });
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

/** What "claim all" paid: how many rewards and their sums; expired ones on the way are skipped. */
export const rewardClaimAllSchema = z.object({
  claimed: z.number().int(),
  amount,
  points: z.string(),
  tickets: z.number().int(),
  balance: amount,
});
export type RewardClaimAll = z.infer<typeof rewardClaimAllSchema>;

/** `GET /wps/relay/rewards/counts` (reference section 8): each kind's count, and the menu badges. */
export const promoCountsSchema = z.object({
  kinds: z.record(z.enum(PROMO_COUNT_KINDS), z.object({ enabled: z.boolean(), count: z.number().int() })),
  badges: z.object({
    mission: z.number().int(),
    message: z.number().int(),
    reward: z.number().int(),
  }),
});
export type PromoCounts = z.infer<typeof promoCountsSchema>;

/** Weights of the products that count toward a turnover (TURNOVER_WEIGHT_SCALE units; absent = 0). */
export const turnoverWeightsSchema = z.partialRecord(
  z.enum(GAME_CATEGORIES),
  z.number().int().min(0).max(10_000),
);

/** A bonus's turnover requirement as the member and the console see it. */
export const turnoverRequirementSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  title: z.string(),
  bonus: amount,
  base: z.enum(TURNOVER_BASES),
  /** In hundredths: 300 = 3×. */
  multiple: z.number().int(),
  required: amount,
  counted: amount,
  weights: turnoverWeightsSchema,
  status: z.enum(TURNOVER_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TurnoverRequirement = z.infer<typeof turnoverRequirementSchema>;

/** `GET /wps/relay/rewards/turnover`: the member's requirements and what may be withdrawn now. */
export const turnoverOverviewSchema = z.object({
  list: z.array(turnoverRequirementSchema),
  balance: amount,
  /** The bonuses of ACTIVE requirements: held back until their turnover is met. */
  locked: amount,
  /** max(0, balance − locked). */
  withdrawable: amount,
});
export type TurnoverOverview = z.infer<typeof turnoverOverviewSchema>;
