import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositChannel } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getDepositChannels = (): Promise<DepositChannel[]> =>
  api.get<DepositChannel[]>('/wps/deposit/channels');

export const depositChannelsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['deposit', 'channels', token], queryFn: getDepositChannels });

export const useDepositChannels = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...depositChannelsQueryOptions(token), enabled: token !== '' });
};
