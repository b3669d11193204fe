import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { gameEndpoints, type FavouriteIds, type favouriteRequestSchema } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

/** The member's own lists (favourites, recent): what a favourite change or a launch invalidates. */
export const ACCOUNT_GAMES_QUERY_KEY = [...GAMES_QUERY_KEY, 'account'] as const;

/** A favourite change as the server reads it (the coerced node id's input type is `unknown`). */
export type FavouriteRequest = z.output<typeof favouriteRequestSchema>;

/** `GET /wps/relay/favourites/ids` (login): the node ids whose star is filled (the spec's favIds). */
export const getFavouriteIds = (): Promise<FavouriteIds> => call(gameEndpoints.favouriteIds);

export const favouriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_GAMES_QUERY_KEY, token, 'favIds'],
    queryFn: getFavouriteIds,
    staleTime: Infinity,
    // A trial account is refused (in_need_true_account): its stars simply stay empty.
    retry: false,
  });

/** Empty for a visitor, who has no favourites. */
export const useFavouriteIds = (): ReadonlySet<number> => {
  const token = useSession()?.token ?? '';
  const query = useQuery({
    ...favouriteIdsQueryOptions(token),
    enabled: token !== '',
    select: toIdSet,
  });
  return query.data ?? EMPTY;
};

const toIdSet = (answer: FavouriteIds): ReadonlySet<number> => new Set(answer.favIds);
const EMPTY: ReadonlySet<number> = new Set();
