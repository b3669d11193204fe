import type { QueryClient } from '@tanstack/react-query';
import {
  HOME_ROW_SIZE,
  isLanguage,
  type Game,
  type GameCategory,
  type GameList,
  type GameMenu,
  type Language,
} from '@platform/contract';
import { isRecord } from '@platform/ui/is-record.ts';
import { gameMenusQueryOptions } from './get-game-menus.ts';
import { gameRowQueryOptions, gamesQueryOptions, type GameListFilters } from './get-games.ts';
import { hotGamesQueryOptions } from './get-hot-games.ts';

/**
 * The lobby's games the gateway writes into the page (its page-boot.ts), each as its endpoint
 * answers it: the menus, and on the home page the hot games and each category's row, on a list
 * centre opened without filters its first page.
 */
interface BootGames {
  language: Language;
  menus: GameMenu[];
  hot?: Game[];
  rows?: { gameType: GameCategory; value: GameList }[];
  list?: { filters: GameListFilters; value: GameList };
}

/** Our own gateway writes it from the same typed results it answers with: only its shape is checked. */
const isBootGames = (value: unknown): value is BootGames =>
  isRecord(value) &&
  isLanguage(value.language) &&
  Array.isArray(value.menus) &&
  (value.hot === undefined || Array.isArray(value.hot)) &&
  (value.rows === undefined || Array.isArray(value.rows)) &&
  (value.list === undefined || (isRecord(value.list) && isRecord(value.list.value)));

/**
 * Puts the page's games into the query cache under the keys the lobby asks with, so the first
 * screen's tiles draw without waiting for a request (in the page's language only).
 */
export const seedBootGames = (client: QueryClient, games: unknown, language: Language) => {
  if (!isBootGames(games) || games.language !== language) return;
  client.setQueryData(gameMenusQueryOptions(language).queryKey, games.menus);
  if (games.hot !== undefined) client.setQueryData(hotGamesQueryOptions(language).queryKey, games.hot);
  for (const row of games.rows ?? []) {
    client.setQueryData(gameRowQueryOptions(row.gameType, HOME_ROW_SIZE, language).queryKey, row.value);
  }
  if (games.list !== undefined) {
    client.setQueryData(gamesQueryOptions(games.list.filters, language).queryKey, {
      pages: [games.list.value],
      pageParams: [1],
    });
  }
};
