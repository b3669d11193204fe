import { GAME_CATEGORIES, type GameMenu } from '@platform/contract';

/** The game menus' entries that are game categories (not Hot, New, favourites...), in their order. */
export const categoryEntries = (menus: readonly GameMenu[]) =>
  menus.filter((entry) => (GAME_CATEGORIES as readonly string[]).includes(entry.code));
