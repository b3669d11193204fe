import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameEndpoints, type FavouriteIds } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import {
  ACCOUNT_GAMES_QUERY_KEY,
  favouriteIdsQueryOptions,
  type FavouriteRequest,
} from './get-favourite-ids.ts';

/** `POST /wps/relay/favourites` (login): answers the member's favourite ids after the change. */
export const addFavourite = (input: FavouriteRequest): Promise<FavouriteIds> =>
  call(gameEndpoints.addFavourite, { body: input });

export const useAddFavourite = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: async (ids) => {
      // The local id list follows the answer (spec section 4), then the lists refresh.
      queryClient.setQueryData(favouriteIdsQueryOptions(token).queryKey, ids);
      await queryClient.invalidateQueries({ queryKey: [...ACCOUNT_GAMES_QUERY_KEY, token, 'favourites'] });
    },
  });
};
