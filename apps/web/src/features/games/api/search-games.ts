import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type Game, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** `GET /wps/relay/games/search` (public): at most 30 games whose name holds the text. */
export const searchGames = (gameName: string, language: Language): Promise<Game[]> =>
  call(gameEndpoints.search, { query: { gameName, language } });

export const gameSearchQueryOptions = (gameName: string, language: Language) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'search', language, gameName],
    queryFn: () => searchGames(gameName, language),
  });

/** Nothing is asked for an empty text: the results clear instead. */
export const useGameSearch = (gameName: string) => {
  const language = useLanguage();
  return useQuery({
    ...gameSearchQueryOptions(gameName, language),
    enabled: gameName !== '',
    placeholderData: keepPreviousData,
  });
};
