import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, Language } from '@platform/contract';
import { api, withQuery } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** `GET /wps/relay/games/hot` (public). */
export const getHotGames = (language: Language): Promise<Game[]> =>
  api.get<Game[]>(withQuery('/wps/relay/games/hot', { language }));

/** Cached for the session (spec section 9). */
export const hotGamesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'hot', language],
    queryFn: () => getHotGames(language),
    staleTime: Infinity,
  });

export const useHotGames = () => useQuery(hotGamesQueryOptions(useLanguage()));
