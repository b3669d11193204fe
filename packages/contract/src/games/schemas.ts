import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { dateQuery, pageQuery } from '../list-queries.ts';
import {
  ACCOUNT_TYPE,
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_PAGE_SIZE,
  WINNER_BOARD_SIZE,
  type GameCategory,
} from './constants.ts';

/*
 * The games module: vendors, menus, the catalogue and lobby lists, favourites, recent games,
 * launch, bet records, the winner board and the jackpot.
 */

/**
 * Categories shown as a list of game tiles; the others are game centres of vendor cards. Section 9
 * counts COCKFIGHT among the game centres, but the route table serves `/cockfight` as a game list
 * centre, and the route is what members see.
 */
export const LIST_CENTRE_CATEGORIES: readonly GameCategory[] = ['RNG', 'PVP', 'FISH', 'LIVE', 'COCKFIGHT'];

export const isListCentre = (category: GameCategory) => LIST_CENTRE_CATEGORIES.includes(category);

/** ESPORTS and COCKFIGHT are grouped under SPORTS in the navigation. */
export const CATEGORY_GROUP: Partial<Record<GameCategory, GameCategory>> = {
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

/** How many results the search modal shows. */
export const GAME_SEARCH_LIMIT = 30;

/** Recent games a member keeps. */
export const RECENT_GAMES_LIMIT = 48;

/** Navigation entries that are not a category: hot, new, favourites, recent, arcade. */
export const MENU_CODES = ['HOT', 'FAV', 'RECENT', 'NEW', 'ARCADE', ...GAME_CATEGORIES] as const;

export type MenuCode = (typeof MENU_CODES)[number];

/** A vendor's wallet mode: bets against the main wallet, or against a vendor wallet filled by transfer. */
export const WALLET_MODES = ['SEAMLESS', 'TRANSFER'] as const;

export type WalletMode = (typeof WALLET_MODES)[number];

/** `vassalage`: a vendor's code, as it appears in wallet kinds (`VENDOR:<code>`). */
export const vassalageSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'invalidVassalage');

const flag = z.union([z.literal(0), z.literal(1)]);

/** A maintenance window as the member side shows it (merchant time, `YYYY-MM-DD HH:mm:ss`). */
export const maintenanceWindowSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
});

export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** A vendor as the lobby shows it. */
export const lobbyVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  logoUrl: z.string().nullable(),
  walletMode: z.enum(WALLET_MODES),
  /** Enabled games of the vendor in the category it is listed under. */
  gameCount: z.number().int(),
  /** Set while the vendor is under maintenance now. */
  maintenance: maintenanceWindowSchema.nullable(),
});

export type LobbyVendor = z.infer<typeof lobbyVendorSchema>;

/** A game tile (spec section 3, "Game"). Flags are 0/1 as the spec's clients expect. */
export const gameSchema = z.object({
  /** The platform's catalogue id. */
  nodeId: z.number().int(),
  /** The vendor's id of the game. */
  gameId: z.string(),
  vassalage: z.string(),
  /** The vendor's display name. */
  displayName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameCode: z.string(),
  /** In the request's language. */
  gameName: z.string(),
  iconUrl: z.string(),
  /** The large icon (the spec's spelling). */
  lagerIcon: z.string().nullable(),
  isHot: flag,
  isNew: flag,
  /** 0: free trial available (the spec's meaning). */
  supportPlay: flag,
  minBet: z.string(),
  minLineNum: z.number().int(),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable(),
  /** Set while the game or its vendor is under maintenance now. */
  maintenance: maintenanceWindowSchema.nullable(),
});

export type Game = z.infer<typeof gameSchema>;

/** One entry of the navigation bar (`GET /lgw/games/game_menus`). */
export const gameMenuSchema = z.object({
  code: z.enum(MENU_CODES),
  /** The web route it opens (`/rng`, `/sports`, `/hot`...). */
  path: z.string(),
  /** LIST: a list of tiles; GAME: a centre of vendor cards; ACCOUNT: the member's own lists. */
  centre: z.enum(['LIST', 'GAME', 'ACCOUNT']),
  /** FAV and RECENT: the login popup opens for a visitor. */
  needsLogin: z.boolean(),
  /** VASSALAGE: the entry offers the vendor popup list. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** The entry it is grouped under (ESPORTS and COCKFIGHT under SPORTS). */
  group: z.enum(GAME_CATEGORIES).nullable(),
  vendors: z.array(lobbyVendorSchema),
  /** RNG only: the sub-filters that have games. */
  classifies: z.array(z.enum(GAME_CLASSIFIES)),
});

export type GameMenu = z.infer<typeof gameMenuSchema>;

const language = z.enum(SUPPORTED_LANGUAGES).optional();

/** Accepted from the spec's clients; the catalogue is the same for every client type and channel. */
const clientFields = {
  clientType: z.coerce.number().int().optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  merchantCode: z.string().max(32).optional(),
};

/** `platform` is a comma list of platforms ("flash,html5-desktop"); a game matches if it runs on one. */
const platform = z.string().trim().max(64).optional();

/** `GET /lgw/games/game_menus`. */
export const gameMenuQuerySchema = z.strictObject({ language, platform, ...clientFields });

/** `GET /wps/relay/games` (spec: games list). `vassalage` ALL is every vendor. */
export const gameListQuerySchema = z.strictObject({
  pageNum: pageQuery.pageNum,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  isNew: z.coerce.number().pipe(flag).optional(),
  isHot: z.coerce.number().pipe(flag).optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  gameName: z.string().trim().max(64).optional(),
  vassalage: z.union([z.literal('ALL'), vassalageSchema]).optional(),
  /** Games whose minimum bet is at most this (decimal, 2 places at most). */
  minBet: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'invalidAmount')
    .optional(),
  minLineNum: z.coerce.number().int().min(0).optional(),
  language,
  platform,
  ...clientFields,
});

export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type GameList = z.infer<typeof gameListSchema>;

/** `GET /wps/relay/games/hot`. */
export const hotGamesQuerySchema = z.strictObject({
  language,
  platform,
  isPlatform: z.coerce.number().int().optional(),
  ...clientFields,
});

/** `GET /wps/relay/games/search`: begins after the client's 500 ms pause; empty input is never sent. */
export const gameSearchQuerySchema = z.strictObject({
  gameName: z.string().trim().min(1).max(64),
  language,
  platform,
  ...clientFields,
});

/** `GET /wps/relay/games/vendors` (vendor lanes): every category with its vendors. */
export const vendorLanesQuerySchema = z.strictObject({ language, platform, ...clientFields });

export const vendorLaneSchema = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(lobbyVendorSchema),
});

export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** `GET /wps/relay/games/recent` (login): the member's recently launched games, latest first. */
export const recentGamesQuerySchema = z.strictObject({
  ...pageQuery,
  vassalage: vassalageSchema.optional(),
  language,
  ...clientFields,
});

export const recentGamesSchema = z.object({
  list: z.array(gameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type RecentGames = z.infer<typeof recentGamesSchema>;

/** `GET /wps/relay/favourites` (login). Favourites answer `content`, as the spec says. */
export const favouritesQuerySchema = z.strictObject({
  ...pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  language,
  platform,
  ...clientFields,
});

export const favouritesSchema = z.object({
  content: z.array(gameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type Favourites = z.infer<typeof favouritesSchema>;

/**
 * `POST /wps/relay/favourites` adds, `DELETE /wps/relay/favourites` (same fields in the query)
 * removes; both answer the member's favourite node ids (the client's favIds).
 */
export const favouriteRequestSchema = z.strictObject({
  nodeId: z.coerce.number().int().positive(),
  vendor: vassalageSchema.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
});

export type FavouriteRequest = z.input<typeof favouriteRequestSchema>;

export const favouriteIdsSchema = z.object({ favIds: z.array(z.number().int()) });

export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** `GET /wps/game/launchGame`. */
export const launchGameQuerySchema = z.strictObject({
  nodeId: z.coerce.number().int().positive(),
  gameId: z.string().trim().min(1).max(64),
  vassalage: vassalageSchema,
  accountType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(ACCOUNT_TYPE.REAL),
  platform: z.string().trim().max(32).optional(),
  language,
});

export type LaunchGameQuery = z.input<typeof launchGameQuerySchema>;

export const launchGameSchema = z.object({
  /** The vendor's game page, carrying a one-time launch token. */
  url: z.string(),
  walletMode: z.enum(WALLET_MODES),
  /** Free play: the demo balance the game starts with; never real money. */
  demo: z.boolean(),
  /** Transfer-mode vendors: what was moved from the main wallet into the vendor wallet. */
  transferred: z.string().nullable(),
  /** When the launch token expires unused. */
  expiresAt: z.string(),
});

export type LaunchGame = z.infer<typeof launchGameSchema>;

/** `value` of a `game_maintenance` answer: when it ends and games to play meanwhile. */
export const gameMaintenanceSchema = z.object({
  endTime: z.string().nullable(),
  suggestions: z.array(gameSchema),
});

export type GameMaintenance = z.infer<typeof gameMaintenanceSchema>;

/** A round's state: open while bets wait for a result, settled by a win, cancelled when every bet was rolled back. */
export const BET_STATUS = { OPEN: 'OPEN', SETTLED: 'SETTLED', CANCELLED: 'CANCELLED' } as const;

export type BetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS];

export const betStatusSchema = z.enum(['OPEN', 'SETTLED', 'CANCELLED']);

/** The longest betting-record and profit range one query may ask for. */
export const BET_RANGE_MAX_DAYS = 90;

/** `GET /wps/relay/bets` (spec: personalHistoryCopy). Days in the merchant's time zone, by bet time. */
export const betRecordQuerySchema = z
  .strictObject({
    startDate: dateQuery,
    endDate: dateQuery,
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vassalage: vassalageSchema.optional(),
    status: betStatusSchema.optional(),
    ...pageQuery,
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });

export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;

/** One round as the member sees it. Amounts have 2 decimals; win/loss is payout minus stake. */
export const betRecordSchema = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  stake: z.string(),
  /** The stake of a settled round; 0 while open or when cancelled. */
  validBet: z.string(),
  payout: z.string(),
  winLoss: z.string(),
  status: betStatusSchema,
  betTime: z.string(),
  settledTime: z.string().nullable(),
  /** A lottery round's draw number (numero); null for other games. */
  drawNo: z.string().nullable(),
});

export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  betCount: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  winLoss: z.string(),
});

export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordPageSchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over the whole filtered range. */
  totals: betTotalsSchema,
});

export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** `GET /wps/relay/bets/profit` (spec: personalProfit): settled rounds by day and by category. */
export const profitQuerySchema = z
  .strictObject({ startDate: dateQuery, endDate: dateQuery })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });

export type ProfitQuery = z.input<typeof profitQuerySchema>;

export const profitReportSchema = z.object({
  /** Days with settled rounds, latest first. */
  days: z.array(betTotalsSchema.extend({ date: z.string() })),
  categories: z.array(betTotalsSchema.extend({ gameType: z.enum(GAME_CATEGORIES) })),
  totals: betTotalsSchema,
});

export type ProfitReport = z.infer<typeof profitReportSchema>;

/**
 * A member's name on the public winner board: the first and last character kept with `***`
 * between (`a***z`); a name of one or two characters keeps only its first (`a*`).
 */
export const maskCustomerName = (name: string): string => {
  const characters = Array.from(name);
  const first = characters[0] ?? '';
  return characters.length <= 2 ? `${first}*` : `${first}***${characters[characters.length - 1] ?? ''}`;
};

/** `GET /wps/relay/winners?gameCategory=ALL&language=JA&limitNum=20`: the latest big wins. */
export const winnersQuerySchema = z.strictObject({
  gameCategory: z.string().trim().max(16).default('ALL'),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_SIZE).default(WINNER_BOARD_SIZE),
});

export const winnerSchema = z.object({
  gameName: z.string(),
  /** Masked by `maskCustomerName`: first and last character kept (`a***z`). */
  customerName: z.string(),
  /** What the round paid, 2 decimals. */
  winAmount: z.string(),
  currency: z.string(),
  iconUrl: z.string(),
  /** `yyyy-MM-dd HH:mm:ss` in the site's time zone. */
  winTime: z.string(),
});

export type Winner = z.infer<typeof winnerSchema>;

/** `GET /wps/relay/jackpot`: a vendor's live progressive pool, or null when no vendor publishes one. */
export const jackpotSchema = z
  .object({
    vassalage: z.string(),
    currency: z.string(),
    /** 2 decimals. */
    amount: z.string(),
  })
  .nullable();

export type Jackpot = z.infer<typeof jackpotSchema>;
