/*
 * The game catalogue's plain values, apart from its zod schemas (schemas/games.ts): the web's first load
 * uses them without building any schema.
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
