import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roundViewSchema } from '../../../src/api/schemas.ts';
import { request } from './client.ts';
import { useHouse } from '../lib/house-context.ts';

const HISTORY_LIMIT = 20;

export const getRounds = (sessionToken: string) =>
  request(`/rounds?limit=${HISTORY_LIMIT}`, { sessionToken, schema: z.array(roundViewSchema) });

export const roundsQueryKey = (launchToken: string) => ['house-rounds', launchToken] as const;

/** The player's latest rounds of this session's game, newest first. */
export const useRounds = () => {
  const { sessionToken, launchToken } = useHouse();
  return useQuery({
    queryKey: roundsQueryKey(launchToken),
    queryFn: () => getRounds(sessionToken),
    staleTime: 0,
  });
};
