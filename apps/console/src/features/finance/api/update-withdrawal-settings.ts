import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalSettingsSchema, type WithdrawalSettingsInput } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `PUT /console-api/withdrawal-settings`: answers the limits as stored. */
export const updateWithdrawalSettings = (input: WithdrawalSettingsInput) =>
  api.put('/withdrawal-settings', input, withdrawalSettingsSchema);

export const useUpdateWithdrawalSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawalSettings,
    onSuccess: (stored) => queryClient.setQueryData(['finance', 'withdrawal-settings'], stored),
  });
};
