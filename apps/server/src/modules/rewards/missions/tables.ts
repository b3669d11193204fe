import type {
  Audience,
  GameCategory,
  LocalizedText,
  MissionCondition,
  MissionPrizeView,
} from '@platform/contract';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A milestone as stored: the target in the condition's units (minor units, hundredths, bets). */
export interface StoredMilestone {
  condition: MissionCondition;
  target: string;
  prize: MissionPrizeView;
}

export interface StoredLeaderboard {
  condition: MissionCondition;
  size: number;
  prizes: { fromRank: number; toRank: number; prize: MissionPrizeView }[];
}

/**
 * A mission: whole merchant days from `start_day` to `end_day`, the categories whose play counts
 * (empty: all), milestones in the editor's order, and an optional leaderboard. Prizes are kept as
 * the API shows them (amounts as decimal strings). `frozen_at` is set once, in the transaction that
 * stores the final board (`mission_board_rows`) and grants its prizes.
 */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    rules: jsonb('rules').$type<LocalizedText>().notNull(),
    bannerUrl: text('banner_url'),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    categories: text('categories').array().$type<GameCategory[]>().notNull(),
    milestones: jsonb('milestones').$type<StoredMilestone[]>().notNull(),
    leaderboard: jsonb('leaderboard').$type<StoredLeaderboard>(),
    claimDays: smallint('claim_days').notNull(),
    published: boolean('published').notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('missions_end_day_idx').on(t.endDay)],
);

/**
 * Each milestone a member claimed: the row is inserted in the claim's transaction together with the
 * reward's grant, and its key makes a second claim of the same milestone a no-op.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    milestoneIndex: smallint('milestone_index').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.milestoneIndex] }),
    index('mission_claims_member_idx').on(t.memberId),
  ],
);

/** A mission's final leaderboard, stored once at its end: what members see from then on. */
export const missionBoardRows = pgTable(
  'mission_board_rows',
  {
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The reached value in the condition's units. */
    value: bigint('value', { mode: 'bigint' }).notNull(),
    prize: jsonb('prize').$type<MissionPrizeView>(),
    rewardId: bigint('reward_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.rank] }),
    index('mission_board_rows_member_idx').on(t.missionId, t.memberId),
  ],
);
