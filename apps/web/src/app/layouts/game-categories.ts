import { GAME_CATEGORIES, type GameMenu, type MenuCode } from '@platform/contract';

/** The game menus' entries that are game categories (not Hot, New, favourites...), in their order. */
export const categoryEntries = (menus: readonly GameMenu[]) =>
  menus.filter((entry) => (GAME_CATEGORIES as readonly string[]).includes(entry.code));

const GAME_PAGE_CODES: readonly MenuCode[] = [...GAME_CATEGORIES, 'ARCADE'];

/** The entries that open a page of games: the categories and, after slots, Arcade (the side menu's list). */
export const gamePageEntries = (menus: readonly GameMenu[]) =>
  menus.filter((entry) => GAME_PAGE_CODES.includes(entry.code));
