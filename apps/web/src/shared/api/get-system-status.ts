import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@platform/contract';
import { api } from '../lib/api-client.ts';

export const getSystemStatus = (): Promise<SystemStatus> => api.get<SystemStatus>('/wps/system/status');

/** Decided once at start-up (spec section 4). */
export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: getSystemStatus, staleTime: Infinity });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
