import { z } from 'zod';
import { LOTTERY_GROUPS, LOTTERY_REGIONS, PRIZE_MODES } from './constants.ts';
import { gameSchema, vassalageSchema } from '../games/schemas.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';

/*
 * Lottery (spec sections 2, 4 and 7; reference section 13): the lottery menu by prize mode and
 * region, the member's recent lottery games, and the latest opened draws of the lottery vendors'
 * games, read from each vendor's public draws feed (`GET <lotteryUrl>/latest`).
 */

/** Games one vendor's feed may list; more are ignored. */
export const VENDOR_LOTTERY_GAMES_MAX = 500;

const isoTime = z.iso.datetime({ offset: true });

/** A draw's result: the fast draws' digits, or a regional draw's numbers by prize tier. */
export const lotteryResultSchema = z.union([
  z.array(z.number().int().min(0).max(99)).max(50),
  z.record(z.string().max(16), z.array(z.string().max(16)).max(50)),
]);
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** A draw open for betting: when it opens, closes and is drawn, and a fast draw's seed hash. */
export const lotteryOpenDrawSchema = z.object({
  drawNo: z.string().trim().min(1).max(32),
  opensAt: isoTime,
  closesAt: isoTime,
  drawsAt: isoTime,
  serverSeedHash: z.string().max(128).nullable().default(null),
});
export type LotteryOpenDraw = z.output<typeof lotteryOpenDrawSchema>;

/** The last drawn draw: its number, result and when it was drawn. */
export const lotteryDrawnSchema = z.object({
  drawNo: z.string().trim().min(1).max(32),
  result: lotteryResultSchema,
  drawnAt: isoTime,
});
export type LotteryDrawn = z.output<typeof lotteryDrawnSchema>;

/**
 * One game of a vendor's draws feed (`GET <lotteryUrl>/latest`): `{ games: [game...] }`, or that in
 * the platform's envelope. `gameCode` is the catalogue's; `region` a regional game's (null for fast
 * draws). Fields not named here are ignored, and a game that does not read is left out.
 */
export const vendorLotteryGameSchema = z.object({
  gameCode: z.string().trim().min(1).max(64),
  region: z.enum(LOTTERY_REGIONS).nullable().default(null),
  open: lotteryOpenDrawSchema.nullable().default(null),
  last: lotteryDrawnSchema.nullable().default(null),
});
export type VendorLotteryGame = z.output<typeof vendorLotteryGameSchema>;

const language = z.enum(SUPPORTED_LANGUAGES).optional();

/** `GET /lgw/vn/games/game_menu?prizeMode=&language=`. */
export const lotteryMenuQuerySchema = z.strictObject({ prizeMode: z.enum(PRIZE_MODES).optional(), language });

/** The lottery menu: the site's prize mode (the rule) and the groups that have games, in lobby order. */
export const lotteryMenuSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  groups: z.array(z.object({ group: z.enum(LOTTERY_GROUPS), games: z.array(gameSchema) })),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** `GET /lgw/vn/games/game_menu/recent`. */
export const lotteryRecentQuerySchema = z.strictObject({ language });

/** `GET /lgw/vn/numeros/opened/game?gameCode=` (the vendor when two publish the same code). */
export const lotteryOpenedGameQuerySchema = z.strictObject({
  gameCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/),
  vassalage: vassalageSchema.optional(),
  language,
});

/** `GET /lotto/lgw/games/opened/numero`. */
export const lotteryOpenedQuerySchema = z.strictObject({ language });

/**
 * A lottery game's draws: its latest opened (drawn) draw and its next draw, with the server's time
 * so a countdown runs on the server's clock. Both are null while its vendor's feed does not answer.
 */
export const lotteryGameDrawsSchema = z.object({
  group: z.enum(LOTTERY_GROUPS),
  game: gameSchema,
  latest: lotteryDrawnSchema.nullable(),
  next: lotteryOpenDrawSchema.nullable(),
});
export type LotteryGameDraws = z.infer<typeof lotteryGameDrawsSchema>;

export const lotteryOpenedSchema = z.object({
  serverTime: z.string(),
  games: z.array(lotteryGameDrawsSchema),
});
export type LotteryOpened = z.infer<typeof lotteryOpenedSchema>;

export const lotteryOpenedGameSchema = lotteryGameDrawsSchema.extend({ serverTime: z.string() });
export type LotteryOpenedGame = z.infer<typeof lotteryOpenedGameSchema>;
