import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { gameEndpoints, GAME_PAGE_SIZE, type GameList, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { ACCOUNT_GAMES_QUERY_KEY } from './get-favourite-ids.ts';

/** `GET /wps/relay/favourites` (login): the member's favourite games, one page. */
export const getFavourites = async (pageNum: number, language: Language): Promise<GameList> => {
  const page = await call(gameEndpoints.favourites, {
    query: { pageNum, pageSize: GAME_PAGE_SIZE, language },
  });
  return { games: page.content, total: page.total, totalPages: page.totalPages };
};

export const favouritesQueryOptions = (token: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...ACCOUNT_GAMES_QUERY_KEY, token, 'favourites', language],
    queryFn: ({ pageParam }) => getFavourites(pageParam, language),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 0,
  });

export const useFavourites = () => {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...favouritesQueryOptions(token, useLanguage()), enabled: token !== '' });
};
