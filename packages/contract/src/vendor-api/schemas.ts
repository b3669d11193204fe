import { z } from 'zod';

/**
 * The seamless-wallet protocol game vendors call: `POST /vendor-api/{vendor}/{call}` with a JSON
 * body, signed. Everything an outside vendor needs is here and on the OpenAPI page.
 */

/** Header carrying the lower-case hex HMAC-SHA256 of the raw request body, keyed by the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';

/** A call whose `timestamp` is further than this from the platform's clock is refused. */
export const VENDOR_REPLAY_WINDOW_SECONDS = 300;

/** A launch token must be exchanged by `authenticate` within this time, once. */
export const LAUNCH_TOKEN_TTL_SECONDS = 300;

/** A player session lives this long after `authenticate`; bets need a live one, wins and rollbacks do not. */
export const PLAYER_SESSION_HOURS = 8;

/** What a free-play session starts with; it lives only in the session, never in the ledger. */
export const DEMO_BALANCE = '2000.00';

export const VENDOR_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;

export type VendorCall = (typeof VENDOR_CALLS)[number];

/** Seconds since the epoch when the vendor made the call; part of the signed body. */
const timestamp = z.number().int().positive();

const id = z.string().trim().min(1).max(64);

/** A decimal string with at most 2 decimals ("10.50"), never negative. */
export const vendorAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'invalidAmount');

const currency = z.string().regex(/^[A-Z]{3}$/);

export const vendorAuthenticateSchema = z.strictObject({ timestamp, token: z.string().min(1).max(128) });

export type VendorAuthenticateRequest = z.infer<typeof vendorAuthenticateSchema>;

export const vendorBalanceSchema = z.strictObject({ timestamp, sessionId: z.string().min(1).max(128) });

export type VendorBalanceRequest = z.infer<typeof vendorBalanceSchema>;

/** A debit. Needs a live session of an unlocked player; refused with the balance when it is short. */
export const vendorBetSchema = z.strictObject({
  timestamp,
  sessionId: z.string().min(1).max(128),
  playerId: id,
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount: vendorAmountSchema.refine((amount) => /[1-9]/.test(amount), 'invalidAmount'),
  currency,
  /** A lottery round's draw number (numero), shown with the round in the betting records. */
  drawNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,32}$/)
    .optional(),
});

export type VendorBetRequest = z.infer<typeof vendorBetSchema>;

/** A credit (0 for a lost round); closes the round unless `closeRound` is false. Never fails for an expired session or a locked player. */
export const vendorWinSchema = z.strictObject({
  timestamp,
  playerId: id,
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount: vendorAmountSchema,
  currency,
  closeRound: z.boolean().default(true),
});

export type VendorWinRequest = z.input<typeof vendorWinSchema>;

/** Refunds one bet exactly once. Before the bet arrives it leaves a tombstone that refuses the late bet. */
export const vendorRollbackSchema = z.strictObject({
  timestamp,
  playerId: id,
  transactionId: id,
  /** The bet's `transactionId`. */
  referenceTransactionId: id,
  roundId: id,
  gameCode: id,
});

export type VendorRollbackRequest = z.infer<typeof vendorRollbackSchema>;

export const vendorSessionSchema = z.object({
  sessionId: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.string(),
  language: z.string(),
  gameCode: z.string(),
  /** A free-play session: its balance is a demo balance. */
  demo: z.boolean(),
  /**
   * The merchant's time zone (IANA, e.g. `Asia/Tokyo`): every time the vendor shows the player is in
   * it, so the game's history reads as the platform's betting record does.
   */
  timeZone: z.string(),
});

export type VendorSession = z.infer<typeof vendorSessionSchema>;

export const vendorBalanceAnswerSchema = z.object({ balance: z.string(), currency: z.string() });

export type VendorBalanceAnswer = z.infer<typeof vendorBalanceAnswerSchema>;

export const vendorTransactionAnswerSchema = z.object({
  transactionId: z.string(),
  /** The ledger transfer that moved the money; null when nothing moved (a win of 0, a demo session). */
  platformTransactionId: z.string().nullable(),
  balance: z.string(),
  currency: z.string(),
});

export type VendorTransactionAnswer = z.infer<typeof vendorTransactionAnswerSchema>;
