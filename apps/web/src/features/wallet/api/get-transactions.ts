import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type TransactionPage, type TransactionType } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { WALLET_DATA_QUERY_KEY } from './get-wallets.ts';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilters {
  type: TransactionType | undefined;
  /** `YYYY-MM-DD`, both days included. */
  startDate: string;
  endDate: string;
  pageNum: number;
}

export const getTransactions = (filters: TransactionFilters): Promise<TransactionPage> =>
  call(walletEndpoints.transactions, { query: { ...filters, pageSize: TRANSACTIONS_PAGE_SIZE } });

export const transactionsQueryOptions = (token: string, filters: TransactionFilters) =>
  queryOptions({
    queryKey: [...WALLET_DATA_QUERY_KEY, 'transactions', token, filters],
    queryFn: () => getTransactions(filters),
    staleTime: 0,
  });

export const useTransactions = (filters: TransactionFilters, options: { enabled: boolean }) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...transactionsQueryOptions(token, filters),
    enabled: options.enabled && token !== '',
    placeholderData: keepPreviousData,
  });
};
