import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/staff`: every staff account. */
export const getStaff = () => call(staffEndpoints.list);

export const staffQueryOptions = () => queryOptions({ queryKey: ['staff'], queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
