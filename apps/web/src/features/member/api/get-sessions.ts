import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getSessions = (): Promise<ActiveSession[]> => api.get<ActiveSession[]>('/wps/member/sessions');

export const sessionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'sessions', token], queryFn: getSessions, staleTime: 0 });

export const useSessions = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...sessionsQueryOptions(token), enabled: token !== '' });
};
