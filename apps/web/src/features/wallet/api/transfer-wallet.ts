import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletTransferRequest, WalletTransferResult } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { api } from '../../../shared/lib/api-client.ts';
import { WALLET_DATA_QUERY_KEY } from './get-wallets.ts';

/** `POST /wps/wallet/transfer`: without `amount` the whole source wallet moves. */
export const transferWallet = (input: WalletTransferRequest): Promise<WalletTransferResult> =>
  api.post<WalletTransferResult>('/wps/wallet/transfer', input);

export const useTransferWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferWallet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_DATA_QUERY_KEY }),
      ]),
  });
};
