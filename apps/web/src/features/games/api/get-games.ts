import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ALL_VENDORS,
  gameEndpoints,
  GAME_PAGE_SIZE,
  type GameCategory,
  type GameList,
  type gameListQuerySchema,
  type Language,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** The query as the server reads it (the input type of its coerced fields is `unknown`). */
type GameListQuery = z.output<typeof gameListQuerySchema>;

/** The filters of a game list; paging and language are added here. */
export type GameListFilters = Partial<Omit<GameListQuery, 'pageNum' | 'pageSize' | 'language'>>;

/** `GET /wps/relay/games` (public): one page of the catalogue, 48 games by default. */
export const getGames = (query: Partial<GameListQuery>): Promise<GameList> =>
  call(gameEndpoints.list, { query });

export const gamesQueryOptions = (filters: GameListFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'list', language, filters],
    queryFn: ({ pageParam }) =>
      getGames({ ...filters, pageNum: pageParam, pageSize: GAME_PAGE_SIZE, language }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });

/** The list grows by a page each time "more" is pressed; a new filter keeps the old tiles until it answers. */
export const useGames = (filters: GameListFilters) =>
  useInfiniteQuery({ ...gamesQueryOptions(filters, useLanguage()), placeholderData: keepPreviousData });

/** The first `size` games of a category over every vendor: a home row, which never pages further. */
export const gameRowQueryOptions = (gameType: GameCategory, size: number, language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'row', language, gameType, size],
    queryFn: () => getGames({ gameType, vassalage: ALL_VENDORS, pageNum: 1, pageSize: size, language }),
  });
