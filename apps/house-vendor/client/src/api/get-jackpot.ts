import { useQuery } from '@tanstack/react-query';
import { jackpotViewSchema } from '../../../src/api/schemas.ts';
import { request } from './client.ts';

const JACKPOT_REFRESH_MS = 10_000;

/** The pool of the player's currency; public, so no session token. */
export const getJackpot = (currency: string) =>
  request(`/jackpot?currency=${encodeURIComponent(currency)}`, { schema: jackpotViewSchema });

export const jackpotQueryKey = (currency: string) => ['house-jackpot', currency] as const;

/** The live progressive pool, refreshed every 10 s while a slot is open. */
export const useJackpot = (currency: string) =>
  useQuery({
    queryKey: jackpotQueryKey(currency),
    queryFn: () => getJackpot(currency),
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS,
  });
