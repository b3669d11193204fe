import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotatedSeedsSchema } from '../../../src/api/schemas.ts';
import { request } from './client.ts';
import { applySeeds } from './session.ts';
import { roundsQueryKey } from './get-rounds.ts';
import { useHouse } from '../lib/house-context.ts';

/** Reveals the current server seed and starts a new pair with the player's client seed. */
export const rotateSeeds = (sessionToken: string, clientSeed: string) =>
  request('/seeds', { method: 'POST', body: { clientSeed }, sessionToken, schema: rotatedSeedsSchema });

export const useRotateSeeds = () => {
  const { sessionToken, launchToken } = useHouse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => rotateSeeds(sessionToken, clientSeed),
    onSuccess: (rotated) => {
      applySeeds(client, launchToken, rotated.current);
      // The history's rounds of the old pair now show their server seed.
      void client.invalidateQueries({ queryKey: roundsQueryKey(launchToken) });
    },
  });
};
