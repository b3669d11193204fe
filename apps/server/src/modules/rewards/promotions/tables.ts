import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationStatus,
  Audience,
  GameCategory,
  LocalizedText,
  PromotionClaimMode,
  PromotionJoinMode,
  PromotionRewardKind,
  PromotionTurnover,
} from '@platform/contract';
import { bytea } from '../../../platform/db/columns.ts';

/**
 * A promotion the operator publishes. `content` is sanitised HTML per language. `spent` is what it
 * has paid; a grant raises it in its own transaction only while it stays within `budget`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    coverImageUrl: text('cover_image_url').notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    categories: jsonb('categories').$type<GameCategory[]>().notNull(),
    joinMode: text('join_mode').$type<PromotionJoinMode>().notNull(),
    rewardKind: text('reward_kind').$type<PromotionRewardKind>(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
    claimMode: text('claim_mode').$type<PromotionClaimMode>().notNull().default('MANUAL'),
    claimDays: integer('claim_days'),
    turnover: jsonb('turnover').$type<PromotionTurnover>(),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_spent_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
    check('promotions_spent_not_negative', sql`${t.spent} >= 0`),
  ],
);

/**
 * A member's part in a promotion: a JOIN (status APPROVED at once) or an APPLY application
 * (PENDING → IN_PROCESS → APPROVED | REJECTED). One per member and promotion. `reward_id` is the
 * reward the rewards core granted for it.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    amount: bigint('amount', { mode: 'bigint' }),
    rewardId: bigint('reward_id', { mode: 'number' }),
    /** How the granted reward pays (AUTO: ISSUED; MANUAL: CLAIM until the member claims it). */
    claimMode: text('claim_mode').$type<PromotionClaimMode>(),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_key').on(t.promotionId, t.memberId),
    index('promotion_entries_member_idx').on(t.memberId, t.id),
    index('promotion_entries_queue_idx').on(t.status, t.id),
  ],
);

/**
 * An image a member uploaded for an application (png or jpg, checked by content). It belongs to
 * the member until an application takes it (`entry_id`, `position` 0..2); only staff read it back.
 */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => promotionEntries.id),
    position: smallint('position'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_application_images_position_key').on(t.entryId, t.position),
    index('promotion_application_images_member_idx').on(t.memberId, t.createdAt),
  ],
);
