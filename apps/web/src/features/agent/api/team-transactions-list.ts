import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentEndpoints,
  type TeamScope,
  type TeamTransactionPage,
  type TeamTransactionStatus,
  type TeamTransactionType,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

export interface TeamTransactionFilters {
  scope: TeamScope;
  type: TeamTransactionType | undefined;
  status: TeamTransactionStatus | undefined;
  username: string | undefined;
  /** `YYYY-MM-DD`, both days included. */
  startDate: string;
  endDate: string;
  pageNum: number;
}

/** `GET /wps/agent/team/transactions`: one page of the team's deposits, withdrawals and transfers. */
export const getTeamTransactions = (filters: TeamTransactionFilters): Promise<TeamTransactionPage> =>
  call(agentEndpoints.teamTransactions, { query: { ...filters, pageSize: TEAM_TRANSACTIONS_PAGE_SIZE } });

export const teamTransactionsQueryOptions = (token: string, filters: TeamTransactionFilters) =>
  queryOptions({
    queryKey: ['agent', 'team-transactions', token, filters],
    queryFn: () => getTeamTransactions(filters),
  });

export const useTeamTransactions = (filters: TeamTransactionFilters) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...teamTransactionsQueryOptions(token, filters),
    // The spec asks for a username or a type: without either nothing is asked.
    enabled: token !== '' && (filters.username !== undefined || filters.type !== undefined),
    placeholderData: keepPreviousData,
  });
};
