import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type BankAccount, type BankAccountRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { bankAccountsQueryOptions } from './get-bank-accounts.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `POST /wps/member/bank-accounts`: the account name must be the payee name (the first one sets it). */
export const bindBankAccount = (input: BankAccountRequest): Promise<BankAccount> =>
  call(walletEndpoints.bindBankAccount, { body: input });

export const useBindBankAccount = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: bindBankAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsQueryOptions(token).queryKey }),
        // The first account may have set the payee name.
        queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
      ]),
  });
};
