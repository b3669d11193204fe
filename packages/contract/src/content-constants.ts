/*
 * Site content's plain values, apart from its zod schemas (schemas/content.ts): the web's first load
 * uses them without building any schema.
 */

/**
 * Notice types of `GET /wps/relay/notices` (spec section 7): B banners, PL player notices (the
 * marquee and the bell's list), PU public popups for the caller's audience, PR promotion
 * announcements, H hot matches.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The notice types the web asks for in one request: banners, player notices, popups, hot matches. */
export const WEB_NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'H'];

/** Announcements per page of the announcements popup (spec section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Entries of the winner board (spec section 9). */
export const WINNER_BOARD_SIZE = 20;
/** Help-article slugs the product links to: the registration terms (`/help#term`) and the legal licence modal. */
export const HELP_SLUGS = { TERMS: 'term', LICENCE: 'licence' } as const;
/** The jackpot counter without a vendor pool (spec section 9): a start in [1.5M, 2M], +100..500 every 3..5 s. */
export const JACKPOT_COUNTER = {
  START_MIN: 1_500_000,
  START_MAX: 2_000_000,
  STEP_MIN: 100,
  STEP_MAX: 500,
  INTERVAL_MIN_MS: 3000,
  INTERVAL_MAX_MS: 5000,
} as const;
/** Carousels of spec section 2. */
export const CAROUSEL = {
  BANNER_AUTOPLAY_MS: 5000,
  BANNER_TRANSITION_MS: 1000,
  HOT_MATCH_SLIDES: 2.9,
  HOT_MATCH_AUTOPLAY_MS: 4000,
  VENDOR_LOGO_SLIDES: 11,
  VENDOR_LOGO_ROWS: 2,
  VENDOR_LOGO_AUTOPLAY_MS: 4000,
} as const;
/** Home game entries: rows of up to 10 columns, 2 tiles per column (spec section 9). */
export const HOME_GAME_COLUMNS = 10;
export const HOME_GAME_ROWS_PER_COLUMN = 2;
