import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, type ActiveSession } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getSessions = (): Promise<ActiveSession[]> => call(memberEndpoints.sessions);

export const sessionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'sessions', token], queryFn: getSessions, staleTime: 0 });

export const useSessions = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...sessionsQueryOptions(token), enabled: token !== '' });
};
