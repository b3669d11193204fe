import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorAdminSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

const vendorListSchema = z.array(vendorAdminSchema);

/** Every key of the games area starts here, so a change can refresh vendors and games together. */
export const GAMES_KEY = ['games'] as const;
export const VENDORS_KEY = [...GAMES_KEY, 'vendors'] as const;

/** `GET /console-api/games/vendors`: every vendor, enabled or not, with its game counts. */
export const getVendors = () => api.get('/games/vendors', vendorListSchema);

export const vendorsQueryOptions = () => queryOptions({ queryKey: VENDORS_KEY, queryFn: getVendors });

export const useVendors = () => useQuery(vendorsQueryOptions());
