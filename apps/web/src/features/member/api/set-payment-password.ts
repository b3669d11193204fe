import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type PaymentPasswordRequest, type WalletSecurity } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `PUT /wps/member/payment-password`: sets the first one, or changes it with the current one. */
export const setPaymentPassword = (input: PaymentPasswordRequest): Promise<WalletSecurity> =>
  call(walletEndpoints.setPaymentPassword, { body: input });

export const useSetPaymentPassword = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: (security) =>
      queryClient.setQueryData(securityOverviewQueryOptions(token).queryKey, (overview) =>
        overview === undefined ? undefined : { ...overview, ...security },
      ),
  });
};
