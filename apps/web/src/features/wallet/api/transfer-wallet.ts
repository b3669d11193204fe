import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type WalletTransferRequest, type WalletTransferResult } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { WALLET_DATA_QUERY_KEY } from './get-wallets.ts';

/** `POST /wps/wallet/transfer`: without `amount` the whole source wallet moves. */
export const transferWallet = (input: WalletTransferRequest): Promise<WalletTransferResult> =>
  call(walletEndpoints.transfer, { body: input });

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
