import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type DepositOrder } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { DEPOSIT_ORDERS_QUERY_KEY } from './get-deposit-orders.ts';

export const getDepositOrder = (orderNo: string): Promise<DepositOrder> =>
  call(walletEndpoints.depositOrder, { params: { orderNo } });

export const depositOrderQueryOptions = (token: string, orderNo: string) =>
  queryOptions({
    queryKey: [...DEPOSIT_ORDERS_QUERY_KEY, token, 'detail', orderNo],
    queryFn: () => getDepositOrder(orderNo),
    staleTime: 0,
    // Back from the gateway's window: the order may have changed meanwhile.
    refetchOnWindowFocus: true,
  });

export const useDepositOrder = (orderNo: string) => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...depositOrderQueryOptions(token, orderNo), enabled: token !== '' });
};
