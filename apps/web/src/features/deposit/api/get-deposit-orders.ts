import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** The member's deposit orders, list and single: what a deposit or its notification invalidates. */
export const DEPOSIT_ORDERS_QUERY_KEY = ['deposit', 'orders'] as const;

export const DEPOSIT_ORDERS_PAGE_SIZE = 10;

export const getDepositOrders = (pageNum: number) =>
  call(walletEndpoints.depositOrders, { query: { pageNum, pageSize: DEPOSIT_ORDERS_PAGE_SIZE } });

export const depositOrdersQueryOptions = (token: string, pageNum: number) =>
  queryOptions({
    queryKey: [...DEPOSIT_ORDERS_QUERY_KEY, token, 'list', pageNum],
    queryFn: () => getDepositOrders(pageNum),
    // An order's state changes elsewhere (the gateway, the console): always ask again on a visit.
    staleTime: 0,
  });

export const useDepositOrders = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...depositOrdersQueryOptions(token, pageNum),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
