import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositChannelAdminSchema, type DepositChannelInput } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/deposit-channels`: a new channel; members see it once it is enabled. */
export const createDepositChannel = (input: DepositChannelInput) =>
  api.post('/deposit-channels', input, depositChannelAdminSchema);

export const useCreateDepositChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposit-channels'] }),
  });
};
