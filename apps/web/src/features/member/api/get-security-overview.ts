import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, type SecurityOverview } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getSecurityOverview = (): Promise<SecurityOverview> => call(memberEndpoints.security);

/**
 * The one view of the member's protections (security centre, withdrawal set-up): changes
 * invalidate or update this key.
 */
export const securityOverviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'security', token], queryFn: getSecurityOverview });

export const useSecurityOverview = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...securityOverviewQueryOptions(token), enabled: token !== '' });
};
