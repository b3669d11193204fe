import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type GameMenu, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** Every lobby query starts with this key. */
export const GAMES_QUERY_KEY = ['games'] as const;

/** `GET /lgw/games/game_menus` (public): the navigation bar's entries, Hot first. */
export const getGameMenus = (language: Language): Promise<GameMenu[]> =>
  call(gameEndpoints.menus, { query: { language } });

export const gameMenusQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'menus', language],
    queryFn: () => getGameMenus(language),
    // Vendors and their maintenance change rarely; a few minutes keeps the badges honest.
    staleTime: 5 * 60_000,
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions(useLanguage()));
