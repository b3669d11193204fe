import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameEndpoints, type FavouriteIds } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import {
  ACCOUNT_GAMES_QUERY_KEY,
  favouriteIdsQueryOptions,
  type FavouriteRequest,
} from './get-favourite-ids.ts';

/** `DELETE /wps/relay/favourites` (login), the fields in the query; answers the remaining ids. */
export const removeFavourite = ({ nodeId, vendor, gameType }: FavouriteRequest): Promise<FavouriteIds> =>
  call(gameEndpoints.removeFavourite, { query: { nodeId, vendor, gameType } });

export const useRemoveFavourite = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: removeFavourite,
    onSuccess: async (ids) => {
      queryClient.setQueryData(favouriteIdsQueryOptions(token).queryKey, ids);
      await queryClient.invalidateQueries({ queryKey: [...ACCOUNT_GAMES_QUERY_KEY, token, 'favourites'] });
    },
  });
};
