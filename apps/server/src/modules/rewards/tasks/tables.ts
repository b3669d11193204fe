import { sql } from 'drizzle-orm';
import type { GameCategory, LocalizedText, TaskPrize } from '@platform/contract';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The operator's settings of one task kind (SIGN_IN, NEWBIE, RESCUE); absent until first set (then off). */
export const rewardTaskSettings = pgTable('reward_task_settings', {
  kind: text('kind').$type<'SIGN_IN' | 'NEWBIE' | 'RESCUE'>().primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A member's daily sign-in: one per merchant day (the unique key decides between concurrent ones). */
export const rewardSignIns = pgTable(
  'reward_sign_ins',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The first day of the cycle this sign-in belongs to, and its day number in it (from 1). */
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleDay: integer('cycle_day').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** A newbie step claimed: once per member and step; the registration IP for the per-IP limit. */
export const rewardNewbieClaims = pgTable(
  'reward_newbie_claims',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    stepId: text('step_id').notNull(),
    registerIp: text('register_ip'),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.stepId] }),
    index('reward_newbie_claims_ip_idx').on(t.registerIp),
  ],
);

/** A rescue granted for a member's net loss of a day in a category (claimed in the reward centre). */
export const rewardRescues = pgTable(
  'reward_rescues',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').$type<GameCategory>().notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.category] })],
);

/** A promo code: its window (whole merchant days), prize, conditions and limits. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    enabled: boolean('enabled').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    prize: jsonb('prize').$type<TaskPrize>().notNull(),
    conditions: jsonb('conditions').$type<{ condition: string; required: string }[]>().notNull(),
    category: text('category').$type<GameCategory>(),
    /** Bets count only at this game vendor (its code, `vassalage`); null: every vendor. */
    vendor: text('vendor'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

/** A member's redemption of a promo code: one per member and code. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.memberId] })],
);
