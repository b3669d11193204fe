import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type WithdrawalConfig } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Everything of the withdrawal feature: its limits (today's count changes) and its orders. */
export const WITHDRAWAL_QUERY_KEY = ['withdrawal'] as const;

export const getWithdrawalConfig = (): Promise<WithdrawalConfig> => call(walletEndpoints.withdrawalConfig);

export const withdrawalConfigQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...WITHDRAWAL_QUERY_KEY, 'config', token],
    queryFn: getWithdrawalConfig,
    staleTime: 0,
  });

export const useWithdrawalConfig = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...withdrawalConfigQueryOptions(token), enabled: token !== '' });
};
