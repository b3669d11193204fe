import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { systemEndpoints, type SiteConfig } from '@platform/contract';
import { call } from '../lib/api-client.ts';

/** Every feature reads the site configuration, so its endpoint lives in shared. */
export const getSiteConfig = (): Promise<SiteConfig> => call(systemEndpoints.siteConfig);

/** Loaded once at start-up and kept for the session (spec section 9: validation config cached). */
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'config'], queryFn: getSiteConfig, staleTime: Infinity });

/** For the start-up gate, which decides what to render while the configuration loads. */
export const useSiteConfigQuery = () => useQuery(siteConfigQueryOptions());

/** Below the start-up gate the configuration is always loaded. */
export const useSiteConfig = (): SiteConfig => useSuspenseQuery(siteConfigQueryOptions()).data;
