/*
 * The game catalogue's and the home lobby's plain values, apart from their zod schemas
 * (games/schemas.ts): the web's first load uses them without building any schema.
 */

/**
 * Game categories (spec section 9): list centres RNG, PVP, FISH, LIVE; game centres LOTT, ELOTT,
 * SPORTS, ESPORTS, COCKFIGHT. A game's `gameType` is one of them.
 */
export const GAME_CATEGORIES = [
  'RNG',
  'PVP',
  'FISH',
  'LIVE',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * RNG sub-filters (`gameClassify`): scratch, video poker, jackpot, table, arcade, bingo. ARCADE in
 * the navigation is RNG with `gameClassify` AC; BG is offered only where the TY language is.
 */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

export type GameClassify = (typeof GAME_CLASSIFIES)[number];

export const ARCADE_CLASSIFY: GameClassify = 'AC';

/** The language BG (bingo) needs among the site's languages. */
export const BINGO_LANGUAGE = 'TY';

/** The spec's game page size. */
export const GAME_PAGE_SIZE = 48;

/** `accountType` of a launch: 0 free trial with a demo balance, 1 real money. */
export const ACCOUNT_TYPE = { TRIAL: 0, REAL: 1 } as const;

/** Entries of the winner board (spec section 9). */
export const WINNER_BOARD_SIZE = 20;

/** The jackpot counter without a vendor pool (spec section 9): a start in [1.5M, 2M], +100..500 every 3..5 s. */
export const JACKPOT_COUNTER = {
  START_MIN: 1_500_000,
  START_MAX: 2_000_000,
  STEP_MIN: 100,
  STEP_MAX: 500,
  INTERVAL_MIN_MS: 3000,
  INTERVAL_MAX_MS: 5000,
} as const;

/** Home game entries: rows of up to 10 columns, 2 tiles per column (spec section 9). */
export const HOME_GAME_COLUMNS = 10;

export const HOME_GAME_ROWS_PER_COLUMN = 2;

/**
 * The game shortcuts of spec section 2 (`/down`, `/rou`, `/jp`, `/bac`, `/horse`, `/jl`, `/ppslot`,
 * `/pplive`): the spec names the paths, not what they show, so each is the operator's to point at
 * the download page or at a filtered game list.
 */
export const GAME_SHORTCUTS = ['down', 'rou', 'jp', 'bac', 'horse', 'jl', 'ppslot', 'pplive'] as const;
export type GameShortcut = (typeof GAME_SHORTCUTS)[number];

/** The list centres a shortcut may open (spec section 2's GameListCenter categories). */
export const SHORTCUT_LIST_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'] as const;
