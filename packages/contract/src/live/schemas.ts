import { z } from 'zod';
import { gameSchema } from '../games/schemas.ts';
import { DISPLAY_LANGUAGES, type DisplayLanguageCode } from '../languages.ts';
import { vendorAmountSchema } from '../vendor-api/schemas.ts';

/*
 * Live casino (spec section 7, relay: "room list", "live model list and chat launch"): the live
 * tables vendors publish with their state, and the hosts the operator keeps, each with a chat link
 * that opens in the customer-service window.
 */

/**
 * A live table's state: taking bets, dealing, shuffling a new shoe, or closed. A table whose game
 * or vendor is under maintenance shows that instead (its `game.maintenance`).
 */
export const ROOM_STATUSES = ['BETTING', 'DEALING', 'SHUFFLING', 'CLOSED'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const BACCARAT_WINNERS = ['BANKER', 'PLAYER', 'TIE'] as const;
export type BaccaratWinner = (typeof BACCARAT_WINNERS)[number];

/** Hands a room's road keeps: a bead road of 6 rows by 12 columns. */
export const ROAD_MAX = 72;

/** Rooms one vendor may publish; more are ignored. */
export const VENDOR_ROOMS_MAX = 200;

/** One hand of a baccarat table's road: who won, and whether either side's first two cards paired. */
export const roadHandSchema = z.object({
  winner: z.enum(BACCARAT_WINNERS),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type RoadHand = z.infer<typeof roadHandSchema>;

/**
 * What a vendor publishes at its rooms address (`GET <roomsUrl>?currency=JPY`, the site's currency), as an outside
 * vendor implements it: `{ rooms: [room...] }`, or that inside the platform's envelope
 * (`{ success: true, value: { rooms } }`). Each room opens the vendor's game `gameCode` of the
 * catalogue; `names` is the table's own name when several tables share a game (the game's name
 * otherwise). Amounts are decimal strings in the player's currency; `road` lists the table's
 * latest hands oldest first (the last {@link ROAD_MAX} are kept). Fields not named here are ignored,
 * and a room that does not read is left out rather than the whole list.
 */
export const vendorRoomSchema = z.object({
  roomId: z.string().trim().min(1).max(64),
  gameCode: z.string().trim().min(1).max(64),
  names: z
    .object({ JA: z.string().trim().min(1).max(100), EN: z.string().trim().min(1).max(100) })
    .nullable()
    .default(null),
  status: z.enum(ROOM_STATUSES),
  /** Players at the table now; null when the vendor does not say. */
  players: z.number().int().min(0).max(1_000_000).nullable().default(null),
  minBet: vendorAmountSchema.nullable().default(null),
  maxBet: vendorAmountSchema.nullable().default(null),
  road: z
    .array(roadHandSchema)
    .max(10 * ROAD_MAX)
    .default([])
    .transform((road) => road.slice(-ROAD_MAX)),
});
export type VendorRoom = z.output<typeof vendorRoomSchema>;

/** A live table as the lobby shows it (`GET /wps/relay/live/rooms`). */
export const liveRoomSchema = z.object({
  /** Unique within the vendor (`game.vassalage`). */
  roomId: z.string(),
  /** In the request's language. */
  name: z.string(),
  status: z.enum(ROOM_STATUSES),
  players: z.number().int().nullable(),
  minBet: z.string().nullable(),
  maxBet: z.string().nullable(),
  /** Oldest first. */
  road: z.array(roadHandSchema),
  /** The catalogue game a member joins the table through (the ordinary game launch). */
  game: gameSchema,
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

/** A host's availability: chatting is open while ONLINE or BUSY (the host answers when free). */
export const HOST_STATUSES = ['ONLINE', 'BUSY', 'OFFLINE'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

/** The display languages' codes, for a host's languages. */
export const DISPLAY_LANGUAGE_CODES = DISPLAY_LANGUAGES.map((language) => language.code) as [
  DisplayLanguageCode,
  ...DisplayLanguageCode[],
];

/** The languages a host speaks: the display languages' codes, each once, in the operator's order. */
export const hostLanguagesSchema = z
  .array(z.enum(DISPLAY_LANGUAGE_CODES))
  .min(1)
  .max(DISPLAY_LANGUAGE_CODES.length)
  .transform((codes) => [...new Set(codes)]);

/** A live host as members see them (`GET /wps/relay/live/models`); the chat link comes from the chat launch. */
export const liveHostSchema = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  imageUrl: z.string(),
  status: z.enum(HOST_STATUSES),
  languages: z.array(z.enum(DISPLAY_LANGUAGE_CODES)),
  /** Made by the demo data, and labelled so. */
  isDemo: z.boolean(),
});
export type LiveHost = z.infer<typeof liveHostSchema>;

export const liveHostParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** `GET /wps/relay/live/models/:id/chat`: the host's chat link, opened in the 440x750 window. */
export const liveChatSchema = z.object({ url: z.string() });
export type LiveChat = z.infer<typeof liveChatSchema>;
