import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export const getSystemStatus = (): Promise<SystemStatus> => api.get('/wps/system/status', systemStatusSchema);

/** Decided once at start-up (spec section 4). */
export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: getSystemStatus, staleTime: Infinity });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
