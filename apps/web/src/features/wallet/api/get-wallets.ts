import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type MemberWallets } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** The wallet feature's own data (wallets, history): what a money movement invalidates. */
export const WALLET_DATA_QUERY_KEY = ['wallet', 'data'] as const;

export const getWallets = (): Promise<MemberWallets> => call(walletEndpoints.wallets);

export const walletsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...WALLET_DATA_QUERY_KEY, 'wallets', token],
    queryFn: getWallets,
    // Withdrawals move money into the hold wallet from another page: ask again on each visit.
    staleTime: 0,
  });

export const useWallets = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...walletsQueryOptions(token), enabled: token !== '' });
};
