import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositChannelAdminSchema, type DepositChannelInput } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export interface DepositChannelUpdate {
  id: number;
  input: DepositChannelInput;
}

/** `PUT /console-api/deposit-channels/:id`: replaces the channel's whole configuration. */
export const updateDepositChannel = ({ id, input }: DepositChannelUpdate) =>
  api.put(`/deposit-channels/${id}`, input, depositChannelAdminSchema);

export const useUpdateDepositChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposit-channels'] }),
  });
};
