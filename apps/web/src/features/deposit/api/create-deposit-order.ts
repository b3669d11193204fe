import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type DepositOrder, type DepositRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { depositOrderQueryOptions } from './get-deposit-order.ts';
import { DEPOSIT_ORDERS_QUERY_KEY } from './get-deposit-orders.ts';

/** `POST /wps/deposit/orders`: the same `requestId` again answers the order it opened first. */
export const createDepositOrder = (input: DepositRequest): Promise<DepositOrder> =>
  call(walletEndpoints.createDeposit, { body: input });

export const useCreateDepositOrder = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: createDepositOrder,
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: DEPOSIT_ORDERS_QUERY_KEY });
      // The order's own view opens next: it starts from this answer.
      queryClient.setQueryData(depositOrderQueryOptions(token, order.orderNo).queryKey, order);
    },
  });
};
