import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playResultSchema } from '../../../src/api/schemas.ts';
import { request } from './client.ts';
import { applyPlayResult } from './session.ts';
import { roundsQueryKey } from './get-rounds.ts';
import { useHouse } from '../lib/house-context.ts';

/** Mines: opens one cell of the open round (a cell is opened once, so a retry cannot pay twice). */
export const revealCell = (sessionToken: string, roundId: string, cell: number) =>
  request(`/rounds/${roundId}/reveal`, {
    method: 'POST',
    body: { cell },
    sessionToken,
    schema: playResultSchema,
  });

export const useRevealCell = () => {
  const { sessionToken, launchToken } = useHouse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { roundId: string; cell: number }) =>
      revealCell(sessionToken, input.roundId, input.cell),
    onSuccess: (result) => {
      applyPlayResult(client, launchToken, result);
      if (result.round.status !== 'OPEN')
        void client.invalidateQueries({ queryKey: roundsQueryKey(launchToken) });
    },
  });
};
