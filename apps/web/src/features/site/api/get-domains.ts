import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemEndpoints, type DomainsSetting } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /wps/system/domainRoute`: the operator's mirror domains, the main one marked. */
export const getDomains = (): Promise<DomainsSetting> => call(systemEndpoints.domains);

export const domainsQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'domains'], queryFn: getDomains, staleTime: 5 * 60_000 });

export const useDomains = () => useQuery(domainsQueryOptions());
