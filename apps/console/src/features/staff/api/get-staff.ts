import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffRowSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

const staffListSchema = z.array(staffRowSchema);

/** `GET /console-api/staff`: every staff account. */
export const getStaff = () => api.get('/staff', staffListSchema);

export const staffQueryOptions = () => queryOptions({ queryKey: ['staff'], queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
