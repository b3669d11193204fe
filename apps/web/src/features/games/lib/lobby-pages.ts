import {
  BINGO_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type GameCategory,
  type GameClassify,
  type MenuCode,
} from '@platform/contract';
import { GAME_PAGES } from '../../../shared/config/paths.ts';

export { LIST_CENTRES, type ListCentre } from '@platform/contract';

/** A game centre: big vendor cards of one category. */
export interface GameCentre {
  path: string;
  category: GameCategory;
}

/** Spec section 2: `/sports`, `/esports`, `/lott`, `/elott`. */
export const GAME_CENTRES: readonly GameCentre[] = [
  { path: GAME_PAGES.sports, category: 'SPORTS' },
  { path: GAME_PAGES.esports, category: 'ESPORTS' },
  { path: GAME_PAGES.lott, category: 'LOTT' },
  { path: GAME_PAGES.elott, category: 'ELOTT' },
];

/** The member's lists: hot and new are public, favourites and recent need a real account. */
export type AccountList = 'hot' | 'new' | 'favorite' | 'recent';
export const ACCOUNT_LISTS: readonly { path: string; list: AccountList; needsLogin: boolean }[] = [
  { path: GAME_PAGES.hot, list: 'hot', needsLogin: false },
  { path: GAME_PAGES.new, list: 'new', needsLogin: false },
  { path: GAME_PAGES.favorite, list: 'favorite', needsLogin: true },
  { path: GAME_PAGES.recent, list: 'recent', needsLogin: true },
];

/** BG (bingo) is offered only where the site has the TY language (spec section 9). */
export const isClassifyOffered = (classify: GameClassify) =>
  classify !== 'BG' || (SUPPORTED_LANGUAGES as readonly string[]).includes(BINGO_LANGUAGE);

/** The i18n keys naming navigation entries and categories. */
export const MENU_LABEL_KEYS = {
  HOT: 'games.menu.HOT',
  FAV: 'games.menu.FAV',
  RECENT: 'games.menu.RECENT',
  NEW: 'games.menu.NEW',
  ARCADE: 'games.menu.ARCADE',
  RNG: 'games.menu.RNG',
  PVP: 'games.menu.PVP',
  FISH: 'games.menu.FISH',
  LIVE: 'games.menu.LIVE',
  LOTT: 'games.menu.LOTT',
  ELOTT: 'games.menu.ELOTT',
  SPORTS: 'games.menu.SPORTS',
  ESPORTS: 'games.menu.ESPORTS',
  COCKFIGHT: 'games.menu.COCKFIGHT',
} as const satisfies Record<MenuCode, string>;

export const CLASSIFY_LABEL_KEYS = {
  SC: 'games.classify.SC',
  VP: 'games.classify.VP',
  JP: 'games.classify.JP',
  TG: 'games.classify.TG',
  AC: 'games.classify.AC',
  BG: 'games.classify.BG',
} as const satisfies Record<GameClassify, string>;
