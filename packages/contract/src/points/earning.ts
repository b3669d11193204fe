import { z } from 'zod';
import { MAX_AMOUNT_MINOR_UNITS } from '../amounts.ts';
import { parseMinorUnits } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { GAME_CATEGORIES } from '../games/constants.ts';

/*
 * Earning points (issue 26, spec section 9 "points have no expiry"; reference section 10's rates
 * table): points per unit of valid bet per product category, per unit of deposit, and the cash price
 * of one point for buying points. Rates are set by the operator (console `points.rates`).
 */

/** The most points one rate may give per unit, and one purchase may buy. */
export const MAX_POINTS_PER_RATE = 1_000_000;
export const MAX_POINTS_PER_PURCHASE = 1_000_000_000;

/**
 * A money field inside the rates: a positive decimal string with at most 2 decimals. Request bodies
 * take bigints only as top-level amounts, so the rates' money stays text on the wire and when stored.
 */
export const pointsMoneyTextSchema = z
  .string()
  .trim()
  .max(32)
  .refine((text) => {
    const minor = parseMinorUnits(text);
    return minor !== undefined && minor > 0n && minor <= MAX_AMOUNT_MINOR_UNITS && /^\d/.test(text);
  }, 'invalidAmount');

/** Every whole `unit` of money (valid bet or deposit) earns `points` points (0: none). */
export const pointsRateSchema = z.strictObject({
  unit: pointsMoneyTextSchema,
  points: z.number().int().min(0).max(MAX_POINTS_PER_RATE),
});
export type PointsRate = z.infer<typeof pointsRateSchema>;

/** Buying points with cash from the main wallet: `price` per point, between `minPoints` and `maxPoints` per purchase. */
export const pointsPurchaseRateSchema = z
  .strictObject({
    enabled: z.boolean(),
    price: pointsMoneyTextSchema,
    minPoints: z.number().int().min(1).max(MAX_POINTS_PER_PURCHASE),
    maxPoints: z.number().int().min(1).max(MAX_POINTS_PER_PURCHASE),
  })
  .refine((purchase) => purchase.minPoints <= purchase.maxPoints, {
    path: ['maxPoints'],
    message: 'maxBelowMin',
  });
export type PointsPurchaseRate = z.infer<typeof pointsPurchaseRateSchema>;

/**
 * The operator's points rates (`GET /wps/relay/points/config`, console `/console-api/points/rates`):
 * per game category of valid bet, per deposit, and the purchase price.
 */
export const pointsRatesSchema = z.strictObject({
  bet: z.record(z.enum(GAME_CATEGORIES), pointsRateSchema),
  deposit: pointsRateSchema,
  purchase: pointsPurchaseRateSchema,
});
export type PointsRates = z.infer<typeof pointsRatesSchema>;

/** `POST /wps/relay/points/buy`: the same `requestId` buys once; the payment password is checked first. */
export const pointsPurchaseRequestSchema = z.strictObject({
  requestId: z.uuid(),
  points: z.number().int().min(1).max(MAX_POINTS_PER_PURCHASE),
  paymentPassword: z.string().min(1).max(128),
});
export type PointsPurchaseRequest = z.infer<typeof pointsPurchaseRequestSchema>;

export const pointsPurchaseResultSchema = z.object({
  /** Whole points bought, a decimal integer string. */
  points: z.string(),
  /** What they cost, taken from the main wallet (decimal string). */
  cost: z.string(),
  /** The main wallet's balance after the purchase (decimal string). */
  balance: z.string(),
  /** The member's points after the purchase. */
  pointsBalance: z.string(),
  /** The same `requestId` was seen before: nothing moved this time. */
  replayed: z.boolean(),
});
export type PointsPurchaseResult = z.infer<typeof pointsPurchaseResultSchema>;

const tags = ['points'];

export const pointsEarningEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/wps/relay/points/config',
    tags,
    summary: 'The points rates: points per valid bet per category, per deposit, and the price of a point',
    access: 'public',
    response: pointsRatesSchema,
  }),
  buy: endpoint({
    method: 'POST',
    path: '/wps/relay/points/buy',
    tags,
    summary: 'Buy points with cash from the main wallet at the operator’s price',
    description:
      'Checks the payment password; moves `points × price` from the main wallet to the operator (type `POINTS_PURCHASE`) and credits the points in one transaction. The same `requestId` buys once.',
    access: 'member',
    body: pointsPurchaseRequestSchema,
    response: pointsPurchaseResultSchema,
  }),
};
