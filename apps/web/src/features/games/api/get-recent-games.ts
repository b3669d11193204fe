import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gameEndpoints, GAME_PAGE_SIZE, type GameList, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { ACCOUNT_GAMES_QUERY_KEY } from './get-favourite-ids.ts';

/** `GET /wps/relay/games/recent` (login): the games the member launched, latest first. */
export const getRecentGames = async (pageNum: number, language: Language): Promise<GameList> => {
  const page = await call(gameEndpoints.recent, { query: { pageNum, pageSize: GAME_PAGE_SIZE, language } });
  return { games: page.list, total: page.total, totalPages: page.totalPages };
};

export const recentGamesQueryOptions = (token: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...ACCOUNT_GAMES_QUERY_KEY, token, 'recent', language],
    queryFn: ({ pageParam }) => getRecentGames(pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    // A launch elsewhere adds to the list: ask again on each visit.
    staleTime: 0,
  });

export const useRecentGames = () => {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...recentGamesQueryOptions(token, useLanguage()), enabled: token !== '' });
};
