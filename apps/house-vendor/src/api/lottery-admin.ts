import { z } from 'zod';
import { amountSchema } from './schemas.ts';

/**
 * The lottery's admin calls, made by the platform's console for its staff:
 * `POST /house/api/lottery/admin/{call}` with a JSON body signed like the vendor's wallet calls
 * (`x-signature` = hex HMAC-SHA256 of the exact body bytes with the shared secret). Every body has
 * `timestamp` (seconds, within 300 s of the house's clock); writes name the staff who act.
 */
export const ADMIN_SIGNATURE_HEADER = 'x-signature';
export const ADMIN_REPLAY_WINDOW_SECONDS = 300;
/** The longest period a report covers. */
export const MAX_REPORT_DAYS = 93;

/** Text without control characters (what a name or a reason may hold). */
const plainText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

const timestamp = z.number().int().min(0).max(1e11);
const staff = z.strictObject({ id: plainText(1, 64), username: plainText(1, 64) });
const gameId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const drawNo = z.string().regex(/^\d{8}(-\d{4})?$/);
const limit = z.number().int().min(1).max(100);
/** Odds as a decimal of at most 2 places ("1.98", "75", "5500"). */
const odds = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);

export const LOTTERY_ADMIN_DRAW_STATUSES = [
  'OPEN',
  'AWAITING_RESULT',
  'AWAITING_CONFIRMATION',
  'DRAWN',
  'SETTLED',
  'CANCELLED',
] as const;
export type LotteryAdminDrawStatus = (typeof LOTTERY_ADMIN_DRAW_STATUSES)[number];

export const lotteryAdminCalls = {
  'settings.get': z.strictObject({ timestamp, gameId }),
  'settings.set': z.strictObject({
    timestamp,
    staff,
    gameId,
    betType: z.string().regex(/^[A-Z0-9_]{1,16}$/),
    odds,
    minStake: amountSchema,
    maxStake: amountSchema,
    maxExposure: amountSchema,
  }),
  'draws.list': z.strictObject({
    timestamp,
    gameId: gameId.optional(),
    status: z.enum(LOTTERY_ADMIN_DRAW_STATUSES).optional(),
    limit: limit.default(50),
  }),
  'results.enter': z.strictObject({
    timestamp,
    staff,
    gameId,
    drawNo,
    /** The numbers of each prize tier; checked against the region's prize table by the service. */
    result: z
      .record(z.string().regex(/^[A-Z0-9]{1,8}$/), z.array(z.string().max(8)).max(20))
      .refine((tiers) => Object.keys(tiers).length <= 12),
  }),
  'results.confirm': z.strictObject({
    timestamp,
    staff,
    gameId,
    drawNo,
    /**
     * The `enteredAt` of the entry the confirmer reviewed, as `draws.list` gave it (to the
     * millisecond): the confirmation stands only while that entry is the one stored.
     */
    enteredAt: z.iso.datetime({ offset: true, precision: 3 }),
  }),
  'draws.cancel': z.strictObject({ timestamp, staff, gameId, drawNo, reason: plainText(1, 200) }),
  exposure: z.strictObject({ timestamp, gameId, drawNo: drawNo.optional(), limit: limit.default(20) }),
  report: z
    .strictObject({
      timestamp,
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
      gameId: gameId.optional(),
    })
    .refine(({ from, to }) => {
      const span = Date.parse(to) - Date.parse(from);
      return span > 0 && span <= MAX_REPORT_DAYS * 86_400_000;
    }),
} as const;
export type LotteryAdminCall = keyof typeof lotteryAdminCalls;
export type LotteryAdminInput<Call extends LotteryAdminCall> = z.infer<(typeof lotteryAdminCalls)[Call]>;
export type LotteryAdminStaff = z.infer<typeof staff>;

export interface LotteryAdminBetSettings {
  betType: string;
  odds: string;
  defaultOdds: string;
  minStake: string;
  maxStake: string;
  maxExposure: string;
}
export interface LotteryAdminSettings {
  gameId: string;
  kind: 'FAST' | 'VN';
  betTypes: LotteryAdminBetSettings[];
}

export interface LotteryAdminDraw {
  gameId: string;
  drawNo: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  status: LotteryAdminDrawStatus;
  /** The drawn result; for a draw awaiting confirmation, the result entered. */
  result: unknown;
  enteredBy: LotteryAdminStaff | null;
  enteredAt: string | null;
  confirmedBy: LotteryAdminStaff | null;
  confirmedAt: string | null;
  cancelledBy: LotteryAdminStaff | null;
  cancelReason: string | null;
  /** Orders not cancelled, and their stakes. */
  orders: number;
  turnover: string;
}

export interface LotteryAdminExposure {
  gameId: string;
  drawNo: string;
  closesAt: string;
  /** The most one number of the draw may pay, per bet type. */
  maxExposure: Record<string, string>;
  numbers: { betType: string; options: string[]; payout: string; limit: string }[];
  total: string;
}

export interface LotteryAdminReportRow {
  gameId: string;
  orders: number;
  turnover: string;
  payout: string;
  houseResult: string;
  cancelled: number;
}
