import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/**
 * `POST /console-api/members/:id/payment-password/unlock`: lifts the lock after 5 wrong payment
 * passwords (`finance.write`, audited). The member keeps the same payment password.
 */
export const unlockPaymentPassword = (id: number) =>
  call(financeEndpoints.unlockPaymentPassword, { params: { id } });

export const useUnlockPaymentPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
