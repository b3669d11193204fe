import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceSchema, type Balance } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getBalance = (): Promise<Balance> => api.get('/wps/v2/wallets/balance', balanceSchema);

export const balanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'balance', token], queryFn: getBalance });

export const useBalance = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...balanceQueryOptions(token), enabled: token !== '' });
};
