import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PointsPurchaseRate, PointsRate } from '@platform/contract';

/** The operator's points rates: one row (id 1); absent, every rate earns nothing and buying is closed. */
export const pointsRates = pgTable(
  'points_rates',
  {
    id: smallint('id').primaryKey().default(1),
    /** Per game category of valid bet (money as decimal text, as on the wire). */
    bet: jsonb('bet').$type<Record<string, PointsRate>>().notNull(),
    deposit: jsonb('deposit').$type<PointsRate>().notNull(),
    purchase: jsonb('purchase').$type<PointsPurchaseRate>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_rates_single_row', sql`${t.id} = 1`)],
);

/**
 * What a member earns points on, per merchant day and source (a game category, or `DEPOSIT`): the
 * money counted so far (`base`), the rate taken when the bucket opened (`unit`, `points`), and the
 * points credited for it. Its points are floor(base × points / unit) at every moment, so how the
 * events are batched never changes them; below one point the rest waits in `base` for the day's
 * next event. A replay sets `base` back to 0 and counts again, `credited` kept: it credits only what
 * a bucket earns beyond what it was given.
 */
export const pointsEarningBuckets = pgTable(
  'points_earning_buckets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** A game category (valid bet) or `DEPOSIT`. */
    source: text('source').notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    unit: bigint('unit', { mode: 'bigint' }).notNull(),
    points: integer('points').notNull(),
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    uniqueIndex('points_earning_buckets_member_day_source_key').on(t.memberId, t.day, t.source),
    check('points_earning_buckets_rate', sql`${t.unit} > 0 and ${t.points} > 0`),
    check('points_earning_buckets_figures', sql`${t.base} >= 0 and ${t.credited} >= 0`),
  ],
);

/** A member's purchase of points with cash: once per `requestId`, with its money and points movements. */
export const pointsPurchases = pgTable(
  'points_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Minor units per point at the time of purchase. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    pointsTransferId: bigint('points_transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('points_purchases_member_request_key').on(t.memberId, t.requestId),
    index('points_purchases_member_idx').on(t.memberId, t.id),
    check(
      'points_purchases_positive',
      sql`${t.points} > 0 and ${t.price} > 0 and ${t.cost} = ${t.points} * ${t.price}`,
    ),
  ],
);
