import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints, type DepositChannelInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export interface DepositChannelUpdate {
  id: number;
  input: DepositChannelInput;
}

/** `PUT /console-api/deposit-channels/:id`: replaces the channel's whole configuration. */
export const updateDepositChannel = ({ id, input }: DepositChannelUpdate) =>
  call(financeEndpoints.updateDepositChannel, { params: { id }, body: input });

export const useUpdateDepositChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposit-channels'] }),
  });
};
