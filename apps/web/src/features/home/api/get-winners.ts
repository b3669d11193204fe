import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, WINNER_BOARD_SIZE, type Language, type Winner } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** The board follows new wins without a reload. */
const WINNERS_REFETCH_MS = 30_000;

/** `GET /wps/relay/winners?gameCategory=ALL&language=..&limitNum=20` (public): the latest big wins. */
export const getWinners = (language: Language): Promise<Winner[]> =>
  call(gameEndpoints.winners, {
    query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE },
  });

export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['home', 'winners', language],
    queryFn: () => getWinners(language),
    staleTime: WINNERS_REFETCH_MS,
    refetchInterval: WINNERS_REFETCH_MS,
  });

export const useWinners = () => useQuery(winnersQueryOptions(useLanguage()));
