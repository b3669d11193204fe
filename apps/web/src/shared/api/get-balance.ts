import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type Balance } from '@platform/contract';
import { call } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

/**
 * Deposits, withdrawals, transfers and the live notifications all change the balance, so its
 * endpoint lives in shared, where each of them can refresh it.
 */
export const getBalance = (): Promise<Balance> => call(walletEndpoints.balance);

/** Every token's balance: what a money movement invalidates. */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

export const balanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...BALANCE_QUERY_KEY, token], queryFn: getBalance });

export const useBalance = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...balanceQueryOptions(token), enabled: token !== '' });
};
