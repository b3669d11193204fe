import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints, type DepositChannel } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getDepositChannels = (): Promise<DepositChannel[]> => call(walletEndpoints.depositChannels);

export const depositChannelsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['deposit', 'channels', token], queryFn: getDepositChannels });

export const useDepositChannels = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...depositChannelsQueryOptions(token), enabled: token !== '' });
};
