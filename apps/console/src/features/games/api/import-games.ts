import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesAdminEndpoints, type GameImport } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { GAMES_KEY } from './get-vendors.ts';

export interface GameImportRequest {
  vassalage: string;
  list: GameImport;
}

/**
 * `POST /console-api/games/vendors/:vassalage/import`: the vendor's published game list. New games
 * arrive enabled; known ones keep the operator's flags.
 */
export const importGames = ({ vassalage, list }: GameImportRequest) =>
  call(gamesAdminEndpoints.importGames, { params: { vassalage }, body: list });

/** The vendor's counts and the game list both change. */
export const useImportGames = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGames,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
};
