import { z } from 'zod';
import { pageOf, pageQuery } from '../list-queries.ts';
import { GAME_CATEGORIES, GAME_CLASSIFIES } from '../games/constants.ts';
import { WALLET_MODES, vassalageSchema } from '../games/schemas.ts';
import { vendorAmountSchema } from '../vendor-api/schemas.ts';
import { endpoint } from '../endpoint.ts';

export const VENDOR_STATUS = { ACTIVE: 'ACTIVE', DISABLED: 'DISABLED' } as const;
export type VendorStatus = (typeof VENDOR_STATUS)[keyof typeof VENDOR_STATUS];

/** A maintenance window as the console edits it: ISO instants, the end after the start. */
export const maintenanceInputSchema = z
  .strictObject({ startTime: z.iso.datetime({ offset: true }), endTime: z.iso.datetime({ offset: true }) })
  .refine((window) => Date.parse(window.startTime) < Date.parse(window.endTime), {
    path: ['endTime'],
    message: 'endBeforeStart',
  });
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

const names = z.strictObject({
  JA: z.string().trim().min(1).max(100),
  EN: z.string().trim().min(1).max(100),
});
const url = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/, 'invalidUrl');

/** `GET /console-api/games/vendors`: every vendor with its game counts. */
export const vendorAdminSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  walletMode: z.enum(WALLET_MODES),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** ISO instants; null when none is planned. */
  maintenance: maintenanceInputSchema.nullable(),
  sortOrder: z.number().int(),
  /** Where the vendor's game page opens; the launch token and game are added to it. */
  launchUrl: z.string(),
  /** The vendor's live progressive pool (`GET <jackpotUrl>?currency=JPY`), shown on the home page. */
  jackpotUrl: z.string().nullable(),
  /** The vendor's live tables (`GET <roomsUrl>?currency=JPY`, answering `vendorRoomSchema`s), shown in the live lobby. */
  roomsUrl: z.string().nullable(),
  /**
   * The base of the vendor's lottery API: its draws feed (`GET <lotteryUrl>/latest`) for the lottery pages,
   * and the signed calls the console's lottery pages make (`POST <lotteryUrl>/admin/<call>`).
   */
  lotteryUrl: z.string().nullable(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
  /** The last 4 characters of the signing secret, to tell secrets apart. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type VendorAdmin = z.infer<typeof vendorAdminSchema>;

/** `POST /console-api/games/vendors`. The answer carries the signing secret, shown this once. */
export const vendorCreateSchema = z.strictObject({
  vassalage: vassalageSchema,
  displayName: z.string().trim().min(1).max(64),
  logoUrl: url.nullable().default(null),
  categories: z.array(z.enum(GAME_CATEGORIES)).min(1),
  walletMode: z.enum(WALLET_MODES),
  launchUrl: url,
  jackpotUrl: url.nullable().default(null),
  roomsUrl: url.nullable().default(null),
  lotteryUrl: url.nullable().default(null),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type VendorCreate = z.input<typeof vendorCreateSchema>;

/** `PATCH /console-api/games/vendors/:vassalage`: only the fields sent change. */
export const vendorUpdateSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(64).optional(),
  logoUrl: url.nullable().optional(),
  categories: z.array(z.enum(GAME_CATEGORIES)).min(1).optional(),
  walletMode: z.enum(WALLET_MODES).optional(),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
  maintenance: maintenanceInputSchema.nullable().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  launchUrl: url.optional(),
  jackpotUrl: url.nullable().optional(),
  roomsUrl: url.nullable().optional(),
  lotteryUrl: url.nullable().optional(),
});
export type VendorUpdate = z.input<typeof vendorUpdateSchema>;

export const vendorParamsSchema = z.strictObject({ vassalage: vassalageSchema });

/** The answer of creating a vendor or rotating its secret: the secret in full, once. */
export const vendorSecretSchema = z.object({ vendor: vendorAdminSchema, secret: z.string() });
export type VendorSecret = z.infer<typeof vendorSecretSchema>;

/** `GET /console-api/games`: the catalogue with the operator's flags. */
export const gameAdminQuerySchema = z.strictObject({
  vassalage: vassalageSchema.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  name: z.string().trim().max(64).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  ...pageQuery,
});
export type GameAdminQuery = z.input<typeof gameAdminQuerySchema>;

export const gameAdminSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameCode: z.string(),
  names: z.object({ JA: z.string(), EN: z.string() }),
  iconUrl: z.string(),
  lagerIcon: z.string().nullable(),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable(),
  /** Free trial with a demo balance offered (the member side's supportPlay 0). */
  supportsTrial: z.boolean(),
  minBet: z.string(),
  minLineNum: z.number().int(),
  platforms: z.array(z.string()),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sortOrder: z.number().int(),
  maintenance: maintenanceInputSchema.nullable(),
});
export type GameAdmin = z.infer<typeof gameAdminSchema>;
export const gameAdminPageSchema = pageOf(gameAdminSchema);

export const gameParamsSchema = z.strictObject({ nodeId: z.coerce.number().int().positive() });

/** `PATCH /console-api/games/:nodeId`: the operator's flags of one game. */
export const gameUpdateSchema = z.strictObject({
  enabled: z.boolean().optional(),
  isHot: z.boolean().optional(),
  isNew: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  maintenance: maintenanceInputSchema.nullable().optional(),
});
export type GameUpdate = z.input<typeof gameUpdateSchema>;

/** One game of a vendor's published list. */
export const vendorGameSchema = z.strictObject({
  gameId: z.string().trim().min(1).max(64),
  gameCode: z.string().trim().min(1).max(64),
  gameType: z.enum(GAME_CATEGORIES),
  names,
  iconUrl: url,
  lagerIcon: url.nullable().default(null),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable().default(null),
  /** Whether a free trial with a demo balance is offered. */
  supportsTrial: z.boolean().default(false),
  minBet: vendorAmountSchema.default('0.00'),
  minLineNum: z.number().int().min(0).max(1000).default(0),
  platforms: z.array(z.string().trim().min(1).max(32)).max(8).default(['html5-desktop', 'html5-mobile']),
});
export type VendorGame = z.input<typeof vendorGameSchema>;

/** At most this many games in one import. */
export const GAME_IMPORT_MAX = 20_000;

/**
 * `POST /console-api/games/vendors/:vassalage/import`: the vendor's game list. New games are added
 * enabled and marked new; known ones (same gameId) get the vendor's fields and keep the operator's flags.
 */
export const gameImportSchema = z.strictObject({
  games: z.array(vendorGameSchema).min(1).max(GAME_IMPORT_MAX),
});
export type GameImport = z.input<typeof gameImportSchema>;

export const gameImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Games of the vendor in the catalogue but not in this list; they stay as they are. */
  missing: z.number().int(),
});
export type GameImportResult = z.infer<typeof gameImportResultSchema>;

const tags = ['console games'];

/** Game vendors (with their signing secrets) and the catalogue, for `games.read` / `games.write`. */
export const gamesAdminEndpoints = {
  vendors: endpoint({
    method: 'GET',
    path: '/console-api/games/vendors',
    tags,
    summary: 'Every vendor with its game counts',
    access: { staff: 'games.read' },
    response: z.array(vendorAdminSchema),
  }),
  createVendor: endpoint({
    method: 'POST',
    path: '/console-api/games/vendors',
    tags,
    summary: 'Register a vendor; the answer carries its signing secret, shown this once',
    access: { staff: 'games.write' },
    body: vendorCreateSchema,
    response: vendorSecretSchema,
  }),
  updateVendor: endpoint({
    method: 'PATCH',
    path: '/console-api/games/vendors/:vassalage',
    tags,
    summary:
      'Change a vendor: name, logo, categories, wallet mode, status, maintenance, order, launch, jackpot and rooms URLs',
    access: { staff: 'games.write' },
    params: vendorParamsSchema,
    body: vendorUpdateSchema,
    response: vendorAdminSchema,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/console-api/games/vendors/:vassalage/secret',
    tags,
    summary: 'Rotate the vendor’s signing secret; the old one stops working at once',
    access: { staff: 'games.write' },
    params: vendorParamsSchema,
    response: vendorSecretSchema,
  }),
  importGames: endpoint({
    method: 'POST',
    path: '/console-api/games/vendors/:vassalage/import',
    tags,
    summary: 'Import the vendor’s game list: new games are added, known ones updated by gameId',
    access: { staff: 'games.write' },
    params: vendorParamsSchema,
    body: gameImportSchema,
    response: gameImportResultSchema,
  }),
  games: endpoint({
    method: 'GET',
    path: '/console-api/games',
    tags,
    summary: 'The catalogue with the operator’s flags',
    access: { staff: 'games.read' },
    query: gameAdminQuerySchema,
    response: gameAdminPageSchema,
  }),
  updateGame: endpoint({
    method: 'PATCH',
    path: '/console-api/games/:nodeId',
    tags,
    summary: 'Change a game’s flags: enabled, hot, new, order, maintenance',
    access: { staff: 'games.write' },
    params: gameParamsSchema,
    body: gameUpdateSchema,
    response: gameAdminSchema,
  }),
};
