import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints, type WithdrawalSettingsInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `PUT /console-api/withdrawal-settings`: answers the limits as stored. */
export const updateWithdrawalSettings = (input: WithdrawalSettingsInput) =>
  call(financeEndpoints.updateWithdrawalSettings, { body: input });

export const useUpdateWithdrawalSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawalSettings,
    onSuccess: (stored) => queryClient.setQueryData(['finance', 'withdrawal-settings'], stored),
  });
};
