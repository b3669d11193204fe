import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesAdminEndpoints, type GameAdmin, type GameUpdate } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { GAME_LIST_KEY } from './get-games.ts';
import { VENDORS_KEY } from './get-vendors.ts';

export interface GameChange {
  nodeId: number;
  update: GameUpdate;
}

type GamePage = { list: GameAdmin[]; total: number; totalPages: number };

/** `PATCH /console-api/games/:nodeId`: the operator's flags of one game. */
export const updateGame = ({ nodeId, update }: GameChange) =>
  call(gamesAdminEndpoints.updateGame, { params: { nodeId }, body: update });

/**
 * The saved game replaces its row in every loaded page at once, so the row keeps its place while
 * the lists refetch (a filter on "enabled" may then drop it); the vendors' counts follow.
 */
export const useUpdateGame = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: async (saved) => {
      queryClient.setQueriesData<GamePage>({ queryKey: GAME_LIST_KEY }, (page) =>
        page === undefined
          ? page
          : { ...page, list: page.list.map((game) => (game.nodeId === saved.nodeId ? saved : game)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: GAME_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
      ]);
    },
  });
};
