import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints, type DepositChannelInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/deposit-channels`: a new channel; members see it once it is enabled. */
export const createDepositChannel = (input: DepositChannelInput) =>
  call(financeEndpoints.createDepositChannel, { body: input });

export const useCreateDepositChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposit-channels'] }),
  });
};
