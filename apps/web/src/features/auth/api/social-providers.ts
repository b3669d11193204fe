import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints, type SocialProvider } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /wps/oauth/providers`: the OpenID Connect providers the operator configured. */
export const getSocialProviders = (): Promise<SocialProvider[]> => call(authEndpoints.socialProviders);

/** The list is fixed by the server's configuration, so it is read once per visit. */
export const socialProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['oauth', 'providers'], queryFn: getSocialProviders, staleTime: Infinity });

export const useSocialProviders = () => useQuery(socialProvidersQueryOptions());
