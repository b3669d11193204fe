import type { GameCategory } from '../games/constants.ts';

/*
 * Lottery constants (spec sections 2, 4 and 7; reference section 13): the prize modes, the lottery
 * categories and regions. Kept apart from the schemas, so the first screen's paths read them without
 * the schema library.
 */

/** The spec's prize modes. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The catalogue categories of lottery games: regional draws (LOTT) and fast e-lottery draws (ELOTT). */
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const satisfies readonly GameCategory[];
export type LotteryCategory = (typeof LOTTERY_CATEGORIES)[number];

export const isLotteryCategory = (category: string): category is LotteryCategory =>
  (LOTTERY_CATEGORIES as readonly string[]).includes(category);

/**
 * The site's prize mode (spec section 4): ELOTT when a lottery vendor is present, else LOTT. The one
 * place the rule lives; the menu answers it and the web app reads it from there.
 */
export const prizeModeOf = (lotteryVendorPresent: boolean): PrizeMode =>
  lotteryVendorPresent ? 'ELOTT' : 'LOTT';

/**
 * The categories each prize mode's menu holds: traditional lottery (LOTT, and ZY the same) is the
 * regional draws, SEA the fast draws, ELOTT (entertainment, a lottery vendor's whole offering) both.
 */
export const PRIZE_MODE_CATEGORIES: Record<PrizeMode, readonly LotteryCategory[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['LOTT', 'ELOTT'],
  SEA: ['ELOTT'],
};

/** Vietnam's lottery regions, as a vendor publishes a regional game's. */
export const LOTTERY_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

/**
 * The lobby's groups: the fast draws, the regions north to south, then regional games whose vendor
 * names no region.
 */
export const LOTTERY_GROUPS = ['FAST', ...LOTTERY_REGIONS, 'OTHER'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];
