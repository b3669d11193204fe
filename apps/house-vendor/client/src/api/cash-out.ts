import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playResultSchema } from '../../../src/api/schemas.ts';
import { request } from './client.ts';
import { applyPlayResult } from './session.ts';
import { roundsQueryKey } from './get-rounds.ts';
import { useHouse } from '../lib/house-context.ts';

/** Mines: ends the open round and pays its current multiplier. */
export const cashOut = (sessionToken: string, roundId: string) =>
  request(`/rounds/${roundId}/cashout`, { method: 'POST', body: {}, sessionToken, schema: playResultSchema });

export const useCashOut = () => {
  const { sessionToken, launchToken } = useHouse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => cashOut(sessionToken, roundId),
    onSuccess: (result) => {
      applyPlayResult(client, launchToken, result);
      void client.invalidateQueries({ queryKey: roundsQueryKey(launchToken) });
    },
  });
};
