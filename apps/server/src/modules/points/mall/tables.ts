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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LocalizedText,
  PointMallCategory,
  PointMallItemKind,
  PointRedeemType,
  PointRedemptionStatus,
} from '@platform/contract';

/**
 * An item of the points mall. `stock` is the units left: a redemption takes its units by a
 * conditional update (`stock >= quantity`), a rejection puts them back, so it never goes below zero.
 */
export const pointMallItems = pgTable(
  'point_mall_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: text('category').$type<PointMallCategory>().notNull(),
    kind: text('kind').$type<PointMallItemKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    pointsPrice: bigint('points_price', { mode: 'bigint' }).notNull(),
    mixedPoints: bigint('mixed_points', { mode: 'bigint' }),
    /** Minor units. */
    mixedMoney: bigint('mixed_money', { mode: 'bigint' }),
    /** GAME_MONEY: minor units one unit pays into the main wallet. */
    cashValue: bigint('cash_value', { mode: 'bigint' }),
    stock: integer('stock').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('point_mall_items_stock_guard', sql`${t.stock} >= 0`),
    check(
      'point_mall_items_prices',
      sql`${t.pointsPrice} > 0 and (${t.mixedPoints} is null) = (${t.mixedMoney} is null)`,
    ),
    check('point_mall_items_cash_value', sql`(${t.kind} = 'GAME_MONEY') = (${t.cashValue} is not null)`),
    index('point_mall_items_category_idx').on(t.category, t.id),
  ],
);

/**
 * One redemption: P (in process) until staff approve (A) or reject (R) it once, by a conditional
 * update of the status. Points left under key `redeem:<id>` (back under `redeem:<id>:refund`), the
 * money part under `point-redeem:<id>` (back under `point-redeem:<id>:refund`).
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => pointMallItems.id),
    quantity: integer('quantity').notNull(),
    redeemType: text('redeem_type').$type<PointRedeemType>().notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Minor units taken from the main wallet (0 for points only). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** GAME_MONEY: minor units approval pays into the main wallet. */
    redeemAmount: bigint('redeem_amount', { mode: 'bigint' }),
    status: text('status').$type<PointRedemptionStatus>().notNull().default('P'),
    remark: text('remark'),
    receiverName: text('receiver_name'),
    receiverAddress: text('receiver_address'),
    receiverPhone: text('receiver_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_idx').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.status, t.id),
    check('point_redemptions_status_known', sql`${t.status} in ('P', 'R', 'A')`),
    check('point_redemptions_positive', sql`${t.quantity} > 0 and ${t.points} > 0 and ${t.amount} >= 0`),
  ],
);
