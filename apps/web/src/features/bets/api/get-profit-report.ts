import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type ProfitReport } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import type { DateRange } from '../../../shared/lib/date-range.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { BETS_QUERY_KEY } from './get-bet-records.ts';

/** `GET /wps/relay/bets/profit` (spec: personalProfit): settled rounds by day and by category. */
export const getProfitReport = (range: DateRange): Promise<ProfitReport> =>
  call(gameEndpoints.profit, { query: range });

export const profitReportQueryOptions = (token: string, range: DateRange) =>
  queryOptions({
    queryKey: [...BETS_QUERY_KEY, 'profit', token, range],
    queryFn: () => getProfitReport(range),
    staleTime: 0,
  });

export const useProfitReport = (range: DateRange) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...profitReportQueryOptions(token, range),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
