import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { WITHDRAWAL_QUERY_KEY } from './get-withdrawal-config.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

export const getWithdrawals = (pageNum: number) =>
  call(walletEndpoints.withdrawals, { query: { pageNum, pageSize: WITHDRAWALS_PAGE_SIZE } });

export const withdrawalsQueryOptions = (token: string, pageNum: number) =>
  queryOptions({
    queryKey: [...WITHDRAWAL_QUERY_KEY, 'orders', token, pageNum],
    queryFn: () => getWithdrawals(pageNum),
    staleTime: 0,
  });

export const useWithdrawals = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...withdrawalsQueryOptions(token, pageNum),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
