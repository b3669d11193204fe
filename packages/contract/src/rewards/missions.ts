import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { formatMinorUnits, parseMinorUnits } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import {
  MILESTONE_STATUSES,
  MISSION_STATUSES,
  type ProgressCondition,
  TURNOVER_WEIGHT_SCALE,
} from './constants.ts';

/*
 * Missions and their leaderboard (spec: missionLeaderboard; reference section 8): a mission runs
 * over whole merchant days, counts the member's play of its product categories (statistics), pays
 * each milestone once when claimed, and ranks the members by one condition; at its end the board
 * is frozen (stored) and the ranks' prizes wait in the reward centre.
 */

/** The conditions a mission counts: a subset of the progress conditions (reference section 8). */
export const MISSION_CONDITIONS = [
  'VALID_BET',
  'DEPOSIT_AMOUNT',
  'BET_COUNT',
  'PROFIT_MULTIPLIER',
] as const satisfies readonly ProgressCondition[];
export type MissionCondition = (typeof MISSION_CONDITIONS)[number];

/** The prizes a milestone or a rank gives. */
export const MISSION_PRIZE_KINDS = ['MONEY', 'BONUS', 'POINTS', 'TICKET'] as const;
export type MissionPrizeKind = (typeof MISSION_PRIZE_KINDS)[number];

export const MISSION_MILESTONES_MAX = 20;
export const MISSION_LEADERBOARD_MAX = 100;
export const MISSION_CLAIM_DAYS_MAX = 90;
/** The top of the board shown apart (the podium). */
export const MISSION_PODIUM = 3;

/**
 * A condition's value as a decimal string: amounts in major units with 2 decimals, the profit
 * multiplier with 2 decimals (stored in hundredths: "1.50" is 150), the bet count a whole number.
 */
export const formatMissionValue = (condition: MissionCondition, value: bigint): string =>
  condition === 'BET_COUNT' ? value.toString() : formatMinorUnits(value);

/** The stored value of a condition's decimal string, or undefined when it is not one. */
export const parseMissionValue = (condition: MissionCondition, text: string): bigint | undefined => {
  if (condition === 'BET_COUNT') return /^\d{1,12}$/.test(text) ? BigInt(text) : undefined;
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? parseMinorUnits(text) : undefined;
};

/** A BONUS prize's turnover: a multiple of the bonus (hundredths: 300 = 3×) and the weights per category. */
export const missionTurnoverSchema = z.strictObject({
  multiple: z.number().int().min(0).max(100_000),
  weights: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(TURNOVER_WEIGHT_SCALE)),
});

export const missionPrizeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('MONEY'), amount: amountSchema() }),
  z.strictObject({ kind: z.literal('BONUS'), amount: amountSchema(), turnover: missionTurnoverSchema }),
  z.strictObject({ kind: z.literal('POINTS'), points: z.number().int().min(1).max(1_000_000_000) }),
  z.strictObject({
    kind: z.literal('TICKET'),
    ticketEventId: z.number().int().positive().max(2_147_483_647),
    count: z.number().int().min(1).max(100),
  }),
]);
export type MissionPrize = z.output<typeof missionPrizeSchema>;

/** A prize as the member and the console read it: amounts as decimal strings. */
export const missionPrizeViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MONEY'), amount: z.string() }),
  z.object({
    kind: z.literal('BONUS'),
    amount: z.string(),
    turnover: z.object({
      multiple: z.number().int(),
      weights: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int()),
    }),
  }),
  z.object({ kind: z.literal('POINTS'), points: z.number().int() }),
  z.object({ kind: z.literal('TICKET'), ticketEventId: z.number().int(), count: z.number().int() }),
]);
export type MissionPrizeView = z.infer<typeof missionPrizeViewSchema>;

/** The prize of each rank range of a leaderboard. */
export const missionRankPrizeViewSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  prize: missionPrizeViewSchema,
});

/** A mission on the member's list: its days as instants of the merchant's calendar, for the countdown. */
export const missionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bannerUrl: z.string().nullable(),
  status: z.enum(MISSION_STATUSES),
  /** First and last merchant day (`YYYY-MM-DD`, both whole days). */
  startDay: z.string(),
  endDay: z.string(),
  /** The start of the first day and the end of the last, ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Until when reached milestones can be claimed (the end plus the claim days). */
  claimEndsAt: z.string(),
  milestoneCount: z.number().int(),
  /** Milestones reached and waiting to be claimed. */
  claimable: z.number().int(),
  hasLeaderboard: z.boolean(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionListQuerySchema = z.strictObject({
  status: z.enum(MISSION_STATUSES).default('IN_PROGRESS'),
});

export const missionListSchema = z.object({
  /** The server's time now (ISO), so the countdown runs on the merchant's clock, not the device's. */
  serverTime: z.string(),
  counts: z.record(z.enum(MISSION_STATUSES), z.number().int()),
  list: z.array(missionSummarySchema),
});
export type MissionList = z.infer<typeof missionListSchema>;

/** One milestone as the member sees it: `{condition, actual, target}`, the prize and its status. */
export const missionMilestoneSchema = z.object({
  index: z.number().int(),
  condition: z.enum(MISSION_CONDITIONS),
  actual: z.string(),
  target: z.string(),
  prize: missionPrizeViewSchema,
  status: z.enum(MILESTONE_STATUSES),
});
export type MissionMilestone = z.infer<typeof missionMilestoneSchema>;

export const missionDetailSchema = missionSummarySchema.extend({
  /** Sanitised operator HTML (plain multi-line text shows as written). */
  rules: z.string(),
  /** The product categories counted; empty means every category. */
  categories: z.array(z.enum(GAME_CATEGORIES)),
  milestones: z.array(missionMilestoneSchema),
  leaderboard: z
    .object({
      condition: z.enum(MISSION_CONDITIONS),
      size: z.number().int(),
      prizes: z.array(missionRankPrizeViewSchema),
    })
    .nullable(),
});
export type MissionDetail = z.infer<typeof missionDetailSchema>;

/** A leaderboard row: `{rank, customerName (masked), condition, reachedValue, reward}`. */
export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  customerName: z.string(),
  condition: z.enum(MISSION_CONDITIONS),
  reachedValue: z.string(),
  reward: missionPrizeViewSchema.nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const missionLeaderboardSchema = z.object({
  condition: z.enum(MISSION_CONDITIONS),
  size: z.number().int(),
  /** Stored at the mission's end: the final board, never recomputed. */
  frozen: z.boolean(),
  /** Ranks 1 to 3. */
  podium: z.array(leaderboardRowSchema),
  /** Ranks after the podium, up to the board's size. */
  rows: z.array(leaderboardRowSchema),
  /** The caller's own row: its rank (null when outside the board) and reached value. */
  own: leaderboardRowSchema.extend({ rank: z.number().int().nullable() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const missionIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `milestoneIndex` claims that milestone; without it every reached, unclaimed milestone is claimed. */
export const missionClaimSchema = z.strictObject({
  milestoneIndex: z
    .number()
    .int()
    .min(0)
    .max(MISSION_MILESTONES_MAX - 1)
    .optional(),
});

export const missionClaimResultSchema = z.object({
  /** The milestones this call paid. */
  claimed: z.array(z.number().int()),
  mission: missionDetailSchema,
});
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

const tags = ['rewards'];
const DISABLED =
  'Real accounts only (a trial account gets `in_need_true_account`); `feature_disabled` while the ' +
  'rewards white-label switch is off. A mission outside the caller’s audience is `not_found_entity`.';

/** The member's missions (spec: "missions summary and leaderboard"). */
export const missionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/missions',
    tags,
    summary: 'Missions of a status (in progress, finished, coming soon) with the counts of each',
    description: DISABLED,
    access: 'member',
    query: missionListQuerySchema,
    response: missionListSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/relay/missions/:id',
    tags,
    summary: 'A mission: rules, and each milestone’s actual against its target, prize and status',
    description: DISABLED,
    access: 'member',
    params: missionIdParams,
    response: missionDetailSchema,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/wps/relay/missions/:id/leaderboard',
    tags,
    summary: 'A mission’s leaderboard: the podium, the other ranks and the caller’s own row',
    description:
      `${DISABLED} Computed from the statistics while the mission runs; after its end the stored ` +
      'final board. A mission without a leaderboard is `not_found_entity`.',
    access: 'member',
    params: missionIdParams,
    response: missionLeaderboardSchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/relay/missions/:id/claim',
    tags,
    summary: 'Claim one reached milestone, or every reached one',
    description:
      `${DISABLED} Each milestone pays once (\`reward_already_claimed\`); below its target ` +
      '`mission_target_not_reached`; before the mission starts or after its claim window ' +
      '`reward_expired`; claiming all with nothing reached `mission_target_not_reached`.',
    access: 'member',
    params: missionIdParams,
    body: missionClaimSchema,
    response: missionClaimResultSchema,
  }),
};
