import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveEndpoints, type Language, type LiveHost } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** Hosts come online and go busy while the page is open. */
const HOSTS_REFETCH_MS = 30_000;

/** `GET /wps/relay/live/models` (public, spec: live model list): the operator's hosts. */
export const getLiveHosts = (): Promise<LiveHost[]> => call(liveEndpoints.models);

/** Keyed by the language the names come in (the client sends it as a header). */
export const liveHostsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['live', 'hosts', language],
    queryFn: getLiveHosts,
    staleTime: HOSTS_REFETCH_MS,
    refetchInterval: HOSTS_REFETCH_MS,
  });

export const useLiveHosts = () => useQuery(liveHostsQueryOptions(useLanguage()));
