import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentEndpoints, type AgentIncomeTransferPage } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { INCOME_QUERY_KEY, type IncomeFilters } from './income-summary.ts';

export const INCOME_TRANSFERS_PAGE_SIZE = 10;

/** `GET /wps/agent/income/transfers`: the ledger transfers behind an income row. */
export const getIncomeTransfers = (
  filters: IncomeFilters & { pageNum: number },
): Promise<AgentIncomeTransferPage> =>
  call(agentEndpoints.incomeTransfers, { query: { ...filters, pageSize: INCOME_TRANSFERS_PAGE_SIZE } });

export const incomeTransfersQueryOptions = (token: string, filters: IncomeFilters & { pageNum: number }) =>
  queryOptions({
    queryKey: [...INCOME_QUERY_KEY, 'transfers', token, filters],
    queryFn: () => getIncomeTransfers(filters),
  });

export const useIncomeTransfers = (filters: IncomeFilters & { pageNum: number }) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...incomeTransfersQueryOptions(token, filters),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
