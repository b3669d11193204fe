import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type WithdrawalOrder, type WithdrawalRequest } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { WITHDRAWAL_QUERY_KEY } from './get-withdrawal-config.ts';

/** `POST /wps/withdrawals`: the amount is held at once; the same `requestId` never holds twice. */
export const createWithdrawal = (input: WithdrawalRequest): Promise<WithdrawalOrder> =>
  call(walletEndpoints.withdraw, { body: input });

export const useCreateWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WITHDRAWAL_QUERY_KEY }),
      ]),
  });
};
