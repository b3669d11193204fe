import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playResultSchema, type PlayRequest } from '../../../src/api/schemas.ts';
import { request } from './client.ts';
import { applyPlayResult } from './session.ts';
import { roundsQueryKey } from './get-rounds.ts';
import { useHouse } from '../lib/house-context.ts';

export const playRound = (sessionToken: string, play: PlayRequest) =>
  request('/rounds', { method: 'POST', body: play, sessionToken, schema: playResultSchema });

/** Starts a round; the caller gives each click its own `requestId`. */
export const usePlayRound = () => {
  const { sessionToken, launchToken } = useHouse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (play: PlayRequest) => playRound(sessionToken, play),
    onSuccess: (result) => {
      applyPlayResult(client, launchToken, result);
      void client.invalidateQueries({ queryKey: roundsQueryKey(launchToken) });
    },
  });
};
