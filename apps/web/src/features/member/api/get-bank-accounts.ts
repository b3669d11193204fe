import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type BankAccount } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getBankAccounts = (): Promise<BankAccount[]> => call(walletEndpoints.bankAccounts);

export const bankAccountsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'bank-accounts', token], queryFn: getBankAccounts });

export const useBankAccounts = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...bankAccountsQueryOptions(token), enabled: token !== '' });
};
