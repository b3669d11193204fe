import { z } from 'zod';
import { pageOf, pageQuery } from '../list-queries.ts';

/*
 * Points (spec: points balance; points have no expiry): what rewards pay in points and the mall
 * (issue 26) spends. Points are whole numbers, on the wire as decimal integer strings.
 */

/** `GET /wps/relay/points/balance`. */
export const pointsBalanceSchema = z.object({
  /** Whole points, a decimal integer string ("1200"). */
  balance: z.string(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** `GET /wps/relay/points/history`: paging only. */
export const pointsHistoryQuerySchema = z.strictObject({ ...pageQuery });

/** One movement of the member's points. */
export const pointsTransferSchema = z.object({
  id: z.number().int(),
  /** Signed whole points: "+" gained, "-" spent ("-300"). */
  amount: z.string(),
  balanceAfter: z.string(),
  /** Why the points moved (`REWARD` for a reward's points, the mall's reasons later). */
  reason: z.string(),
  createdAt: z.string(),
});
export type PointsTransfer = z.infer<typeof pointsTransferSchema>;

export const pointsHistorySchema = pageOf(pointsTransferSchema);
