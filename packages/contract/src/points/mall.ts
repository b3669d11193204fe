import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';

/*
 * The points mall (spec: /pointMall; reference section 10): items by category, priced in points or
 * in points plus money; a member redeems one with the payment password (goods also with where to
 * send them); staff review the redemption (in process, rejected, approved).
 */

/** The mall's shelves (reference: promotion, live, gift). */
export const POINT_MALL_CATEGORIES = ['PROMOTION', 'LIVE', 'GIFT'] as const;
export type PointMallCategory = (typeof POINT_MALL_CATEGORIES)[number];

/** What an item is: goods sent to the member, or game money paid into the main wallet on approval. */
export const POINT_MALL_ITEM_KINDS = ['GOODS', 'GAME_MONEY'] as const;
export type PointMallItemKind = (typeof POINT_MALL_ITEM_KINDS)[number];

/** How the member pays: points only, or the item's points-plus-money price. */
export const POINT_REDEEM_TYPES = ['POINTS', 'POINTS_MONEY'] as const;
export type PointRedeemType = (typeof POINT_REDEEM_TYPES)[number];

/** A redemption's status (spec: in process, rejected, approved). */
export const POINT_REDEMPTION_STATUS = { IN_PROCESS: 'P', REJECTED: 'R', APPROVED: 'A' } as const;
export const POINT_REDEMPTION_STATUSES = ['P', 'R', 'A'] as const;
export type PointRedemptionStatus = (typeof POINT_REDEMPTION_STATUSES)[number];

/** The most of one item a single redemption takes. */
export const POINT_REDEEM_QUANTITY_MAX = 99;

/** An item as the member sees it (texts in the caller's language; prices as decimal strings). */
export const pointMallItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(POINT_MALL_CATEGORIES),
  kind: z.enum(POINT_MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Whole points per unit. */
  pointsPrice: z.string(),
  /** The points-plus-money option, per unit; null when the item is sold for points only. */
  mixedPrice: z.object({ points: z.string(), money: z.string() }).nullable(),
  /** GAME_MONEY only: the money one unit pays into the main wallet. */
  cashValue: z.string().nullable(),
  /** Units left. */
  stock: z.number().int(),
});
export type PointMallItem = z.infer<typeof pointMallItemSchema>;

export const pointMallItemsQuerySchema = z.strictObject({
  category: z.enum(POINT_MALL_CATEGORIES).optional(),
});
export const pointMallItemsSchema = z.object({ list: z.array(pointMallItemSchema) });

const receiverText = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /wps/relay/points/mall/redeem`: the same `requestId` twice redeems once. Goods need the
 * receiver's name, address and phone (`required` field errors otherwise); game money ignores them.
 */
export const pointRedeemRequestSchema = z.strictObject({
  requestId: z.uuid(),
  itemId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  quantity: z.number().int().min(1).max(POINT_REDEEM_QUANTITY_MAX),
  redeemType: z.enum(POINT_REDEEM_TYPES),
  paymentPassword: z.string().min(1).max(128),
  receiverName: receiverText(60).optional(),
  receiverAddress: receiverText(200).optional(),
  receiverPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,24}$/, 'invalidValue')
    .optional(),
});
export type PointRedeemRequest = z.input<typeof pointRedeemRequestSchema>;

/** A redemption as the member reads it (spec: points redemption fields). */
export const pointRedemptionSchema = z.object({
  referenceNo: z.string(),
  createdAt: z.string(),
  category: z.enum(POINT_MALL_CATEGORIES),
  kind: z.enum(POINT_MALL_ITEM_KINDS),
  itemName: z.string(),
  quantity: z.number().int(),
  redeemType: z.enum(POINT_REDEEM_TYPES),
  /** Whole points taken, all units together. */
  points: z.string(),
  /** Money taken from the main wallet ("0.00" for points only). */
  amount: z.string(),
  /** GAME_MONEY: what approval pays into the main wallet. */
  redeemAmount: z.string().nullable(),
  status: z.enum(POINT_REDEMPTION_STATUSES),
  /** The staff's remark to the member (a rejection's reason, a shipment's tracking note). */
  remark: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverAddress: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

export const pointRedeemResultSchema = z.object({
  redemption: pointRedemptionSchema,
  /** The member's points after it. */
  balance: z.string(),
  /** The same `requestId` was seen before: nothing was taken this time. */
  replayed: z.boolean(),
});
export type PointRedeemResult = z.infer<typeof pointRedeemResultSchema>;

export const pointRedemptionsQuerySchema = z.strictObject({
  status: z.enum(POINT_REDEMPTION_STATUSES).optional(),
  ...pageQuery,
});
export const pointRedemptionPageSchema = pageOf(pointRedemptionSchema);

const tags = ['points-mall'];

export const pointMallEndpoints = {
  items: endpoint({
    method: 'GET',
    path: '/wps/relay/points/mall/items',
    tags,
    summary: 'The mall’s items on sale, by category (texts in the caller’s language)',
    access: 'public',
    query: pointMallItemsQuerySchema,
    response: pointMallItemsSchema,
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/points/mall/redeem',
    tags,
    summary: 'Redeem an item with points (or points plus money) and the payment password',
    description:
      'Points, any money part and the stock are taken in one transaction; the redemption waits for ' +
      'staff review (status P). Errors: `point_mall_item_unavailable`, `point_mall_out_of_stock`, ' +
      '`point_mall_no_mixed_price`, `insufficient_balance` (points or money), the payment password ' +
      'errors of withdrawals, `idempotency_conflict` (a `requestId` reused for another redemption).',
    access: 'member',
    body: pointRedeemRequestSchema,
    response: pointRedeemResultSchema,
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/wps/relay/points/mall/redemptions',
    tags,
    summary: 'The member’s redemptions, newest first (spec: redeem history)',
    access: 'member',
    query: pointRedemptionsQuerySchema,
    response: pointRedemptionPageSchema,
  }),
};
