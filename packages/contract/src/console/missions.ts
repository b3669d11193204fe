import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { imageUrlSchema, localizedHtmlSchema, localizedTextSchema } from '../content-fields.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';
import { audienceSchema } from '../rewards/audience.ts';
import { MISSION_STATUSES } from '../rewards/constants.ts';
import {
  MISSION_CLAIM_DAYS_MAX,
  MISSION_CONDITIONS,
  MISSION_LEADERBOARD_MAX,
  MISSION_MILESTONES_MAX,
  missionIdParams,
  missionPrizeSchema,
  missionPrizeViewSchema,
  missionRankPrizeViewSchema,
  parseMissionValue,
} from '../rewards/missions.ts';

/*
 * The operator's side of missions (console): the list, the editor (milestones, leaderboard and its
 * prizes), a mission's live or frozen leaderboard and its claims. Saving is audited (`mission.save`).
 */

export const missionMilestoneInputSchema = z
  .strictObject({
    condition: z.enum(MISSION_CONDITIONS),
    /** A value of the condition: "5000.00" (amounts), "1.50" (multiplier), "30" (bets). */
    target: z.string().trim().max(20),
    prize: missionPrizeSchema,
  })
  .superRefine((milestone, context) => {
    const value = parseMissionValue(milestone.condition, milestone.target);
    if (value === undefined || value <= 0n) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'invalidValue' });
    }
  });

export const missionRankPrizeSchema = z
  .strictObject({
    fromRank: z.number().int().min(1).max(MISSION_LEADERBOARD_MAX),
    toRank: z.number().int().min(1).max(MISSION_LEADERBOARD_MAX),
    prize: missionPrizeSchema,
  })
  .refine((range) => range.toRank >= range.fromRank, { path: ['toRank'], message: 'invalidValue' });

export const missionLeaderboardInputSchema = z
  .strictObject({
    condition: z.enum(MISSION_CONDITIONS),
    size: z.number().int().min(1).max(MISSION_LEADERBOARD_MAX),
    prizes: z.array(missionRankPrizeSchema).max(MISSION_LEADERBOARD_MAX),
  })
  .superRefine((board, context) => {
    const taken = new Set<number>();
    board.prizes.forEach((range, index) => {
      for (let rank = range.fromRank; rank <= range.toRank; rank += 1) {
        if (rank > board.size || taken.has(rank)) {
          context.addIssue({ code: 'custom', path: ['prizes', index, 'toRank'], message: 'invalidValue' });
          return;
        }
        taken.add(rank);
      }
    });
  });

/** `POST /console-api/rewards/missions` and `PUT .../:id`: a whole mission as the editor saves it. */
export const missionInputSchema = z
  .strictObject({
    title: localizedTextSchema(80),
    /** HTML (sanitised before it is stored) or plain multi-line text. */
    rules: localizedHtmlSchema,
    bannerUrl: imageUrlSchema.nullable().default(null),
    startDay: dateQuery,
    endDay: dateQuery,
    audience: audienceSchema,
    /** The product categories whose play counts; empty: every category. */
    categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).default([]),
    milestones: z.array(missionMilestoneInputSchema).min(1).max(MISSION_MILESTONES_MAX),
    leaderboard: missionLeaderboardInputSchema.nullable().default(null),
    /** Days after the last day during which reached milestones and rank prizes can still be claimed. */
    claimDays: z.number().int().min(1).max(MISSION_CLAIM_DAYS_MAX),
    /** Hidden from members while false. */
    published: z.boolean(),
  })
  .refine((mission) => mission.endDay >= mission.startDay, { path: ['endDay'], message: 'invalidValue' });
export type MissionInput = z.input<typeof missionInputSchema>;
export type MissionInputParsed = z.output<typeof missionInputSchema>;

/** A mission as the console reads it (the editor's fields, amounts as decimal strings). */
export const missionAdminSchema = z.object({
  id: z.number().int(),
  title: z.object({ JA: z.string(), EN: z.string() }),
  rules: z.object({ JA: z.string(), EN: z.string() }),
  bannerUrl: z.string().nullable(),
  startDay: z.string(),
  endDay: z.string(),
  audience: audienceSchema,
  categories: z.array(z.enum(GAME_CATEGORIES)),
  milestones: z.array(
    z.object({ condition: z.enum(MISSION_CONDITIONS), target: z.string(), prize: missionPrizeViewSchema }),
  ),
  leaderboard: z
    .object({
      condition: z.enum(MISSION_CONDITIONS),
      size: z.number().int(),
      prizes: z.array(missionRankPrizeViewSchema),
    })
    .nullable(),
  claimDays: z.number().int(),
  published: z.boolean(),
  status: z.enum(MISSION_STATUSES),
  /** When the final leaderboard was stored (null before). */
  frozenAt: z.string().nullable(),
  /** Milestones paid so far. */
  claims: z.number().int(),
  updatedAt: z.string(),
});
export type MissionAdmin = z.infer<typeof missionAdminSchema>;

export const missionAdminQuerySchema = z.strictObject({
  status: z.enum(MISSION_STATUSES).optional(),
  ...pageQuery,
});

/** The console's leaderboard: accounts in full. */
export const missionAdminBoardSchema = z.object({
  frozen: z.boolean(),
  condition: z.enum(MISSION_CONDITIONS),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      memberId: z.number().int(),
      username: z.string(),
      reachedValue: z.string(),
      reward: missionPrizeViewSchema.nullable(),
    }),
  ),
});
export type MissionAdminBoard = z.infer<typeof missionAdminBoardSchema>;

export const missionClaimRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  milestoneIndex: z.number().int(),
  rewardId: z.number().int(),
  claimedAt: z.string(),
});
export type MissionClaimRow = z.infer<typeof missionClaimRowSchema>;

const tags = ['console', 'rewards'];

export const missionAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/rewards/missions',
    tags,
    summary: 'Missions, newest first, by status',
    access: { staff: 'rewards.read' },
    query: missionAdminQuerySchema,
    response: pageOf(missionAdminSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/console-api/rewards/missions',
    tags,
    summary: 'Create a mission (audited `mission.save`)',
    description:
      'Field errors (422): a milestone target that is not a value of its condition, a rank outside ' +
      'the board or given two prizes, an end day before the start day.',
    access: { staff: 'rewards.write' },
    body: missionInputSchema,
    response: missionAdminSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/console-api/rewards/missions/:id',
    tags,
    summary: 'Change a mission (audited `mission.save`); a frozen leaderboard stays as stored',
    access: { staff: 'rewards.write' },
    params: missionIdParams,
    body: missionInputSchema,
    response: missionAdminSchema,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/console-api/rewards/missions/:id/leaderboard',
    tags,
    summary: 'A mission’s leaderboard: live from the statistics, or the stored final board',
    access: { staff: 'rewards.read' },
    params: missionIdParams,
    response: missionAdminBoardSchema,
  }),
  claims: endpoint({
    method: 'GET',
    path: '/console-api/rewards/missions/:id/claims',
    tags,
    summary: 'The milestones members claimed, newest first',
    access: { staff: 'rewards.read' },
    params: missionIdParams,
    query: z.strictObject({ ...pageQuery }),
    response: pageOf(missionClaimRowSchema),
  }),
};
