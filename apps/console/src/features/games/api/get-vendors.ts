import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** Every key of the games area starts here, so a change can refresh vendors and games together. */
export const GAMES_KEY = ['games'] as const;
export const VENDORS_KEY = [...GAMES_KEY, 'vendors'] as const;

/** `GET /console-api/games/vendors`: every vendor, enabled or not, with its game counts. */
export const getVendors = () => call(gamesAdminEndpoints.vendors);

export const vendorsQueryOptions = () => queryOptions({ queryKey: VENDORS_KEY, queryFn: getVendors });

export const useVendors = () => useQuery(vendorsQueryOptions());
