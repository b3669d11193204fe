import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type Jackpot } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** A live pool moves with every bet; the server caches the vendor's answer for a few seconds. */
const JACKPOT_REFETCH_MS = 5_000;

/** `GET /wps/relay/jackpot` (public): the house vendor's progressive pool, or null without one. */
export const getJackpot = (): Promise<Jackpot> => call(gameEndpoints.jackpot);

export const jackpotQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'jackpot'],
    queryFn: getJackpot,
    staleTime: JACKPOT_REFETCH_MS,
    refetchInterval: JACKPOT_REFETCH_MS,
  });

export const useJackpot = () => useQuery(jackpotQueryOptions());
