import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activeSessionSchema, type ActiveSession } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getSessions = (): Promise<ActiveSession[]> =>
  api.get('/wps/member/sessions', z.array(activeSessionSchema));

export const sessionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'sessions', token], queryFn: getSessions, staleTime: 0 });

export const useSessions = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...sessionsQueryOptions(token), enabled: token !== '' });
};
