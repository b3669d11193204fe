import { z } from 'zod';
import { BACCARAT_SIDES } from '../engine/baccarat.ts';
import { AMOUNT_PATTERN } from './amounts.ts';

/**
 * The house vendor's own API between its game pages and its server (`/house/api/*`). The client
 * sends only choices; every outcome, payout and balance comes from the server. Answers use the
 * platform's envelope: `{ success: true, value }` or `{ success: false, errorCode, message }`.
 * Calls after the session is opened carry `Authorization: Bearer <sessionToken>`.
 */

export const HOUSE_ERROR_CODES = [
  'session_invalid',
  'launch_token_invalid',
  'validation_failed',
  'stake_out_of_range',
  'choice_invalid',
  'insufficient_funds',
  'player_locked',
  'session_expired',
  'round_not_found',
  'round_closed',
  'round_busy',
  'round_open',
  'cell_invalid',
  'cell_revealed',
  'nothing_to_cash',
  'game_not_found',
  'bet_invalid',
  'too_many_units',
  'sold_out',
  'order_not_found',
  'order_closed',
  'draw_closed',
  'draw_cancelled',
  // The platform's signed lottery admin calls (`/house/api/lottery/admin/{call}`).
  'invalid_signature',
  'request_expired',
  'bet_type_unknown',
  'settings_invalid',
  'draw_not_found',
  'not_vn_game',
  'draw_not_due',
  'already_drawn',
  'result_invalid',
  'result_missing',
  'same_staff',
  'result_changed',
  'draw_settled',
  'platform_unavailable',
  'too_many_requests',
  // Refused before a handler runs: a body that is not JSON, too large, of another type; a wrong path.
  'malformed_request',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'not_found',
] as const;
export type HouseErrorCode = (typeof HOUSE_ERROR_CODES)[number];

export const amountSchema = z.string().trim().regex(AMOUNT_PATTERN, 'amount_invalid');
/** A client-made id per action, so a double click or a retry is the same action. */
const requestId = z.uuid();

/** `POST /house/api/sessions`: exchanges the platform's one-time launch token. */
export const openSessionSchema = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'launch_token_invalid'),
});

export const seedsViewSchema = z.object({
  /** SHA-256 of the current server seed, shown before any round is played with it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type SeedsView = z.infer<typeof seedsViewSchema>;

const limitsSchema = z.object({ min: z.string(), max: z.string() });

/** The most draws one placement follows. */
export const MAX_FOLLOW_DRAWS = 10;

/**
 * A lottery game as its page draws it: fast draws by format, a Vietnamese province's draw by region,
 * the bet types it takes with the odds each pays (payout per unit staked, stake included).
 */
export const lotteryInfoSchema = z.object({
  kind: z.enum(['FAST', 'VN']),
  /** A fast game's format ('5D', '3D'); null for a Vietnamese game. */
  format: z.enum(['5D', '3D']).nullable(),
  /** A Vietnamese game's region and province code; null for a fast game. */
  region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).nullable(),
  province: z.string().nullable(),
  /** Minutes between a fast game's draws; null for a Vietnamese game (one draw a day). */
  periodMinutes: z.number().int().nullable(),
  /** Each bet type with the operator's odds and a unit's stake range for it. */
  betTypes: z.array(z.object({ type: z.string(), odds: z.string(), limits: limitsSchema })),
  maxFollowDraws: z.number().int(),
});
export type LotteryInfo = z.infer<typeof lotteryInfoSchema>;

export const gameInfoSchema = z.object({
  gameId: z.string(),
  kind: z.enum(['SLOT', 'DICE', 'MINES', 'BACCARAT', 'LOTTERY']),
  slotTitle: z.enum(['sakura', 'neon', 'dragon']).nullable(),
  names: z.object({ JA: z.string(), EN: z.string() }),
  /** Stake limits; for baccarat per side; for a lottery the stake per unit. */
  limits: z.union([limitsSchema, z.record(z.enum(BACCARAT_SIDES), limitsSchema)]),
  /** The lottery game's draws and bet types; null for the other games. */
  lottery: lotteryInfoSchema.nullable(),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;

export const ROUND_STATUSES = ['PENDING', 'OPEN', 'SETTLING', 'SETTLED', 'REFUSED', 'CANCELLED'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const diceChoiceSchema = z.strictObject({
  /** Hundredths: 5050 is 50.50. */
  target: z.number().int(),
  direction: z.enum(['over', 'under']),
});
export const minesChoiceSchema = z.strictObject({ mines: z.number().int() });
export const baccaratBetsSchema = z
  .strictObject(Object.fromEntries(BACCARAT_SIDES.map((side) => [side, amountSchema.optional()])))
  .refine((bets) => Object.values(bets).some((amount) => amount !== undefined), 'choice_invalid');

/** `POST /house/api/rounds`: a new round of the session's game. */
export const playSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('SLOT'), requestId, stake: amountSchema }),
  z.strictObject({ kind: z.literal('DICE'), requestId, stake: amountSchema, choice: diceChoiceSchema }),
  z.strictObject({ kind: z.literal('MINES'), requestId, stake: amountSchema, choice: minesChoiceSchema }),
  z.strictObject({ kind: z.literal('BACCARAT'), requestId, bets: baccaratBetsSchema }),
]);
export type PlayRequest = z.infer<typeof playSchema>;

/** `POST /house/api/rounds/:id/reveal` (mines). */
export const revealSchema = z.strictObject({ cell: z.number().int() });
export const roundParamsSchema = z.strictObject({ id: z.uuid() });
export const roundsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * A round as the player may see it. `outcome` is the game's result (slots: the spins; dice: the roll;
 * baccarat: the hand; mines: the revealed cells while open, the mine positions once closed).
 * `serverSeed` stays null until the player rotates the seed pair the round was played with.
 */
export const roundViewSchema = z.object({
  id: z.uuid(),
  gameId: z.string(),
  kind: z.enum(['SLOT', 'DICE', 'MINES', 'BACCARAT']),
  status: z.enum(ROUND_STATUSES),
  stake: z.string(),
  payout: z.string().nullable(),
  /** Payout ÷ stake, 4 decimals ("2.0000"); the current one while a mines round is open. */
  multiplier: z.string().nullable(),
  jackpotWin: z.string().nullable(),
  currency: z.string(),
  demo: z.boolean(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable(),
  choice: z.unknown(),
  outcome: z.unknown().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

/** The answer of a play, reveal or cash-out: the round and the balance after it. */
export const playResultSchema = z.object({ round: roundViewSchema, balance: z.string() });
export type PlayResult = z.infer<typeof playResultSchema>;

export const sessionViewSchema = z.object({
  /** Only in the answer of `POST /sessions`; keep it to reopen the game after a reload. */
  sessionToken: z.string().optional(),
  player: z.object({
    nickname: z.string(),
    currency: z.string(),
    demo: z.boolean(),
    language: z.enum(['JA', 'EN']),
    /** The merchant's IANA time zone: every time shown to the player is in it. */
    timeZone: z.string(),
  }),
  balance: z.string(),
  game: gameInfoSchema,
  seeds: seedsViewSchema,
  /** A round interrupted by a reload: a mines board still open, or one still being settled. */
  openRound: roundViewSchema.nullable(),
  /** The progressive pool, for slots; null for other games. */
  jackpot: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** `POST /house/api/seeds`: reveals the current server seed and starts a new pair. */
export const rotateSeedsSchema = z.strictObject({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'choice_invalid'),
});
export const rotatedSeedsSchema = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with the pair: nonces 0 to roundsPlayed − 1. */
    roundsPlayed: z.number().int(),
  }),
  current: seedsViewSchema,
});
export type RotatedSeeds = z.infer<typeof rotatedSeedsSchema>;

/** `GET /house/api/jackpot`: the live progressive pool (public; the home page's counter reads it). */
export const jackpotViewSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  updatedAt: z.string(),
});
export type JackpotView = z.infer<typeof jackpotViewSchema>;

/** Hands of a table's road the house publishes: the platform's bead road of 6 rows by 12 columns. */
export const ROAD_HANDS = 72;
/** A player counts as at a table for this long after their last round there. */
export const TABLE_PLAYER_MINUTES = 5;

/**
 * `GET /house/api/rooms`: the house's live tables, as the platform's room list reads them (the
 * contract's `vendorRoomSchema`). Baccarat here deals each hand the moment its bets are placed, so a
 * table is always taking bets; `players` are those who played there in the last
 * {@link TABLE_PLAYER_MINUTES} minutes, and `road` the table's last {@link ROAD_HANDS} hands, oldest first.
 */
export const roomViewSchema = z.object({
  roomId: z.string(),
  gameCode: z.string(),
  status: z.literal('BETTING'),
  players: z.number().int(),
  /** The player and banker bets' limits. */
  minBet: z.string(),
  maxBet: z.string(),
  road: z.array(
    z.object({
      winner: z.enum(['PLAYER', 'BANKER', 'TIE']),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
  ),
});
export const roomsViewSchema = z.object({ rooms: z.array(roomViewSchema) });
export type RoomsView = z.infer<typeof roomsViewSchema>;

/** `GET /house/api/lottery/draws`: a lottery game's draws (public: results and revealed seeds are). */
export const lotteryDrawsQuerySchema = z.strictObject({
  gameId: z.string().regex(/^[a-z0-9-]{1,40}$/),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const lotteryDrawWindowSchema = z.object({
  drawNo: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** A fast draw's commitment: SHA-256 of its server seed, published before betting closes. */
  serverSeedHash: z.string().nullable(),
});

/**
 * The draw open for betting (no seed: only its hash), and the latest drawn draws, newest first, with
 * their results and, for fast draws, the seed anyone recomputes the digits from.
 */
export const lotteryDrawsViewSchema = z.object({
  /** The vendor's time when it answered: a page counts down to the close by it, not by the device's clock. */
  serverTime: z.string(),
  gameId: z.string(),
  open: lotteryDrawWindowSchema,
  drawn: z.array(
    lotteryDrawWindowSchema.extend({
      serverSeed: z.string().nullable(),
      /** A fast draw's digits, or a Vietnamese draw's numbers by prize tier. */
      result: z.union([z.array(z.number().int()), z.record(z.string(), z.array(z.string()))]),
      drawnAt: z.string(),
    }),
  ),
});
export type LotteryDrawsView = z.infer<typeof lotteryDrawsViewSchema>;

/**
 * `GET /house/api/lottery/latest` (public, the platform's lottery pages read it): every lottery
 * game's draw open for betting and its last drawn draw (null before its first result). `region` is
 * a Vietnamese game's region, null for the house's fast draws, so the platform can group its lobby.
 */
export const lotteryLatestViewSchema = z.object({
  games: z.array(
    z.object({
      gameCode: z.string(),
      region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).nullable(),
      open: lotteryDrawWindowSchema,
      last: z
        .object({
          drawNo: z.string(),
          result: lotteryDrawsViewSchema.shape.drawn.element.shape.result,
          drawnAt: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type LotteryLatestView = z.infer<typeof lotteryLatestViewSchema>;

/**
 * `POST /house/api/lottery/orders`: a bet on the game's open draw, or on it and the next draws
 * (`follow`), the whole cost taken at once; with `stopOnWin` a win refunds the orders still waiting.
 */
export const placeLotteryOrderSchema = z.strictObject({
  requestId,
  gameId: z.string().regex(/^[a-z0-9-]{1,40}$/),
  bet: z.strictObject({
    type: z.string().regex(/^[A-Z0-9_]{1,16}$/),
    picks: z
      .array(z.array(z.string().max(8)).max(100))
      .min(1)
      .max(5),
  }),
  stakePerUnit: amountSchema,
  follow: z
    .strictObject({
      draws: z.number().int().min(1).max(MAX_FOLLOW_DRAWS),
      stopOnWin: z.boolean(),
    })
    .optional(),
});
export type PlaceLotteryOrder = z.infer<typeof placeLotteryOrderSchema>;

export const lotteryOrdersQuerySchema = z.strictObject({
  gameId: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const lotteryOrderParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * An order as its player sees it. PROCESSING until its draw settles it; CANCELLED by the player
 * before the draw closed or by the system (a follow stopped by a win, a placement the platform
 * refused part of, a stake whose answer was lost).
 */
export const lotteryOrderViewSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  drawNo: z.string(),
  followId: z.string().nullable(),
  betType: z.string(),
  picks: z.array(z.array(z.string())),
  units: z.number().int(),
  stakePerUnit: z.string(),
  amount: z.string(),
  odds: z.string(),
  status: z.enum(['PROCESSING', 'WON', 'LOST', 'CANCELLED']),
  cancelledBy: z.enum(['PLAYER', 'SYSTEM']).nullable(),
  payout: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryOrderView = z.infer<typeof lotteryOrderViewSchema>;

export const placedLotteryOrdersSchema = z.object({
  orders: z.array(lotteryOrderViewSchema),
  balance: z.string(),
});
export type PlacedLotteryOrders = z.infer<typeof placedLotteryOrdersSchema>;
