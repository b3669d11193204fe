import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  gameEndpoints,
  type BetRecordPage,
  type BetStatus,
  type GameCategory,
  type Language,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';

export const BET_RECORDS_PAGE_SIZE = 20;

/** The bets feature's own data: the betting record and the profit report. */
export const BETS_QUERY_KEY = ['bets'] as const;

export interface BetRecordFilters {
  /** `YYYY-MM-DD` by bet time, both days included. */
  startDate: string;
  endDate: string;
  gameType: GameCategory | undefined;
  vassalage: string | undefined;
  status: BetStatus | undefined;
  pageNum: number;
}

/** `GET /wps/relay/bets` (spec: personalHistoryCopy). */
export const getBetRecords = (filters: BetRecordFilters): Promise<BetRecordPage> =>
  call(gameEndpoints.betRecords, { query: { ...filters, pageSize: BET_RECORDS_PAGE_SIZE } });

export const betRecordsQueryOptions = (token: string, language: Language, filters: BetRecordFilters) =>
  queryOptions({
    // Game names come in the request's language.
    queryKey: [...BETS_QUERY_KEY, 'records', token, language, filters],
    queryFn: () => getBetRecords(filters),
    // Rounds settle while the member plays elsewhere: ask again on each visit.
    staleTime: 0,
  });

export const useBetRecords = (filters: BetRecordFilters) => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    ...betRecordsQueryOptions(token, language, filters),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
