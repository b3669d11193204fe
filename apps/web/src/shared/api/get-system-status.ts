import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemEndpoints, type SystemStatus } from '@platform/contract';
import { call } from '../lib/api-client.ts';

export const getSystemStatus = (): Promise<SystemStatus> => call(systemEndpoints.status);

/** Decided once at start-up (spec section 4). */
export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'status'], queryFn: getSystemStatus, staleTime: Infinity });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
