import { z } from 'zod';
import { imageUrlSchema, localizedTextSchema } from '../content-fields.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { ticketAmountSchema, ticketIdParams } from '../rewards/tickets.ts';
import {
  POINT_MALL_CATEGORIES,
  POINT_MALL_ITEM_KINDS,
  POINT_REDEEM_TYPES,
  POINT_REDEMPTION_STATUSES,
} from '../points/mall.ts';

/*
 * The operator's side of the points mall (console): items and their stock, and the review of the
 * members' redemptions (approve, ship with a tracking note, reject returning points and money).
 * Every change is audited (`point_mall.item_save`, `point_mall.stock`, `point_mall.approve`,
 * `point_mall.ship`, `point_mall.reject`).
 */

const tags = ['console-points-mall'];

/** Whole points, at least 1. */
const pointsField = z.number().int().min(1).max(1_000_000_000);

/**
 * `POST/PUT /console-api/points-mall/items`: an item as the operator writes it. The stock is set at
 * creation and changed afterwards only by `stock` (a delta, so redemptions meanwhile are kept).
 */
export const pointMallItemInputSchema = z
  .strictObject({
    category: z.enum(POINT_MALL_CATEGORIES),
    kind: z.enum(POINT_MALL_ITEM_KINDS),
    name: localizedTextSchema(60),
    description: localizedTextSchema(500),
    imageUrl: imageUrlSchema,
    pointsPrice: pointsField,
    /** The points-plus-money option: both or neither. */
    mixedPoints: pointsField.nullable().default(null),
    mixedMoney: ticketAmountSchema.nullable().default(null),
    /** GAME_MONEY only (and required there): the money one unit pays into the main wallet. */
    cashValue: ticketAmountSchema.nullable().default(null),
    /** Units on sale when the item is created (ignored by an update). */
    stock: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((item, context) => {
    if ((item.mixedPoints === null) !== (item.mixedMoney === null)) {
      context.addIssue({ code: 'custom', path: ['mixedMoney'], message: 'required' });
    }
    if ((item.kind === 'GAME_MONEY') !== (item.cashValue !== null)) {
      context.addIssue({ code: 'custom', path: ['cashValue'], message: 'invalidValue' });
    }
  });
export type PointMallItemInput = z.input<typeof pointMallItemInputSchema>;

export const pointMallItemAdminSchema = z.object({
  id: z.number().int(),
  category: z.enum(POINT_MALL_CATEGORIES),
  kind: z.enum(POINT_MALL_ITEM_KINDS),
  name: localizedTextSchema(60),
  description: localizedTextSchema(500),
  imageUrl: z.string(),
  pointsPrice: z.number().int(),
  mixedPoints: z.number().int().nullable(),
  mixedMoney: z.string().nullable(),
  cashValue: z.string().nullable(),
  stock: z.number().int(),
  /** Units taken by redemptions not rejected. */
  redeemed: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type PointMallItemAdmin = z.infer<typeof pointMallItemAdminSchema>;

/** `POST /console-api/points-mall/items/:id/stock`: units added (or taken off with a negative delta). */
export const pointMallStockSchema = z.strictObject({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, 'invalidValue'),
});

export const pointRedemptionAdminQuerySchema = z.strictObject({
  status: z.enum(POINT_REDEMPTION_STATUSES).optional(),
  /** The member's exact account (any case). */
  account: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export type PointRedemptionAdminQuery = z.input<typeof pointRedemptionAdminQuerySchema>;

export const pointRedemptionAdminSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  account: z.string(),
  itemId: z.number().int(),
  itemName: localizedTextSchema(60),
  kind: z.enum(POINT_MALL_ITEM_KINDS),
  quantity: z.number().int(),
  redeemType: z.enum(POINT_REDEEM_TYPES),
  points: z.string(),
  amount: z.string(),
  redeemAmount: z.string().nullable(),
  status: z.enum(POINT_REDEMPTION_STATUSES),
  remark: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverAddress: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type PointRedemptionAdmin = z.infer<typeof pointRedemptionAdminSchema>;

const remark = z.string().trim().max(200);

const items = '/console-api/points-mall/items';
const redemptions = '/console-api/points-mall/redemptions';

export const pointMallAdminEndpoints = {
  items: endpoint({
    method: 'GET',
    path: items,
    tags,
    summary: 'Every item of the mall, newest first, with stock and units redeemed',
    access: { staff: 'rewards.read' },
    query: z.strictObject({ category: z.enum(POINT_MALL_CATEGORIES).optional(), ...pageQuery }),
    response: pageOf(pointMallItemAdminSchema),
  }),
  createItem: endpoint({
    method: 'POST',
    path: items,
    tags,
    summary: 'Add an item to the mall (audited as `point_mall.item_save`)',
    description: 'Field errors: `required` (mixedMoney: both parts or neither), `invalidValue` (cashValue).',
    access: { staff: 'rewards.write' },
    body: pointMallItemInputSchema,
    response: pointMallItemAdminSchema,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: `${items}/:id`,
    tags,
    summary: 'Change an item (its stock stays; audited as `point_mall.item_save`)',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: pointMallItemInputSchema,
    response: pointMallItemAdminSchema,
  }),
  stock: endpoint({
    method: 'POST',
    path: `${items}/:id/stock`,
    tags,
    summary: 'Add or take off units of an item (audited as `point_mall.stock`)',
    description: '`point_mall_out_of_stock` when taking off more units than are left.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: pointMallStockSchema,
    response: pointMallItemAdminSchema,
  }),
  redemptions: endpoint({
    method: 'GET',
    path: redemptions,
    tags,
    summary: 'The members’ redemptions, newest first, by status and account',
    access: { staff: 'rewards.read' },
    query: pointRedemptionAdminQuerySchema,
    response: pageOf(pointRedemptionAdminSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: `${redemptions}/:id/approve`,
    tags,
    summary: 'Approve a redemption in process; game money is paid into the main wallet',
    description: '`order_already_processed` when it is no longer in process.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: z.strictObject({ remark: remark.nullable().default(null) }),
    response: pointRedemptionAdminSchema,
  }),
  ship: endpoint({
    method: 'POST',
    path: `${redemptions}/:id/ship`,
    tags,
    summary: 'Mark approved goods as shipped, with a tracking note the member reads',
    description: '`point_mall_not_shippable` unless approved goods not shipped yet.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: z.strictObject({ trackingNote: remark.min(1) }),
    response: pointRedemptionAdminSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: `${redemptions}/:id/reject`,
    tags,
    summary: 'Reject a redemption in process, returning its points, money and stock once',
    description: '`order_already_processed` when it is no longer in process.',
    access: { staff: 'rewards.write' },
    params: ticketIdParams,
    body: z.strictObject({ reason: remark.min(1) }),
    response: pointRedemptionAdminSchema,
  }),
};
