import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type Game, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** `GET /wps/relay/games/hot` (public). */
export const getHotGames = (language: Language): Promise<Game[]> =>
  call(gameEndpoints.hot, { query: { language } });

/** Cached for the session (spec section 9). */
export const hotGamesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'hot', language],
    queryFn: () => getHotGames(language),
    staleTime: Infinity,
  });

export const useHotGames = () => useQuery(hotGamesQueryOptions(useLanguage()));
