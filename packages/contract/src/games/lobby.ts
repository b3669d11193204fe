/*
 * The lobby's pages as both sides know them: the web routes them, the gateway writes a page's first
 * games into it (boot data) so the first screen needs no request. Plain values, no schemas.
 */
import type { GameMenu, MenuCode } from './schemas.ts';
import {
  ARCADE_CLASSIFY,
  GAME_CATEGORIES,
  HOME_GAME_COLUMNS,
  HOME_GAME_ROWS_PER_COLUMN,
  type GameCategory,
  type GameClassify,
} from './constants.ts';

/** The lobby's pages (spec section 2). */
export const GAME_PAGES = {
  hot: '/hot',
  new: '/new',
  favorite: '/favorite',
  recent: '/recent',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  cockfight: '/cockfight',
  arcade: '/arcade',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
} as const;

/** A list centre: tiles of one category, maybe one RNG sub-filter (arcade). */
export interface ListCentre {
  path: string;
  /** The navigation entry whose vendors and sub-filters the page offers. */
  menu: MenuCode;
  gameType: GameCategory;
  /** Fixed sub-filter: arcade is RNG with gameClassify AC over every vendor. */
  gameClassify?: GameClassify;
}

/** Spec section 2: `/live`, `/fish`, `/rng`, `/pvp`, `/arcade`, `/cockfight`. */
export const LIST_CENTRES: readonly ListCentre[] = [
  { path: GAME_PAGES.live, menu: 'LIVE', gameType: 'LIVE' },
  { path: GAME_PAGES.fish, menu: 'FISH', gameType: 'FISH' },
  { path: GAME_PAGES.rng, menu: 'RNG', gameType: 'RNG' },
  { path: GAME_PAGES.pvp, menu: 'PVP', gameType: 'PVP' },
  { path: GAME_PAGES.cockfight, menu: 'COCKFIGHT', gameType: 'COCKFIGHT' },
  { path: GAME_PAGES.arcade, menu: 'ARCADE', gameType: 'RNG', gameClassify: ARCADE_CLASSIFY },
];

/** A list centre's vendor filter meaning every vendor. */
export const ALL_VENDORS = 'ALL';

/** A list centre's filters as it opens (every vendor, its own sub-filter only, no name). */
export const openingListFilters = (centre: ListCentre) => ({
  gameType: centre.gameType,
  gameClassify: centre.gameClassify,
  vassalage: ALL_VENDORS,
});

/**
 * A list's first tiles, the first screen's row on a phone: their images load at once and first (the
 * page's largest paint is among them), the others as they near the screen.
 */
export const PRIORITY_TILES = 3;

/** Games in a home row: up to 10 columns of 2 (spec section 9). */
export const HOME_ROW_SIZE = HOME_GAME_COLUMNS * HOME_GAME_ROWS_PER_COLUMN;

export type CategoryMenu = GameMenu & { code: GameCategory };

/** The navigation entries that are a game category: the home page's rows, one each. */
export const isCategoryMenu = (entry: GameMenu): entry is CategoryMenu =>
  (GAME_CATEGORIES as readonly MenuCode[]).includes(entry.code);
