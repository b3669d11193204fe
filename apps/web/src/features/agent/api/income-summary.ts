import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentEndpoints, type AgentIncome, type AgentIncomeType } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every income query: a new payment refreshes them all. */
export const INCOME_QUERY_KEY = ['agent', 'income'] as const;

export interface IncomeFilters {
  type: AgentIncomeType | undefined;
  /** `YYYY-MM-DD`, both days included. */
  startDate: string;
  endDate: string;
}

/** `GET /wps/agent/income`: the caller's income per day and type. */
export const getIncome = (filters: IncomeFilters): Promise<AgentIncome> =>
  call(agentEndpoints.income, { query: filters });

export const incomeQueryOptions = (token: string, filters: IncomeFilters) =>
  queryOptions({
    queryKey: [...INCOME_QUERY_KEY, 'summary', token, filters],
    queryFn: () => getIncome(filters),
  });

export const useIncome = (filters: IncomeFilters) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...incomeQueryOptions(token, filters),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
