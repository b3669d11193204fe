import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { staffAuthEndpoints, type Permission, type StaffProfile } from '@platform/contract';
import { call } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

/** `GET /console-api/auth/me`: who is signed in, their role and permissions. */
export const getMe = (): Promise<StaffProfile> => call(staffAuthEndpoints.me);

/** Keyed by the token, so a new session never shows the previous one's profile. */
export const meQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['auth', 'me', token], queryFn: getMe, staleTime: Infinity });

/** For the session guard, which decides what to render while the profile loads. */
export const useMeQuery = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...meQueryOptions(token), enabled: token !== '' });
};

/** Below the session guard the profile is always loaded. */
export const useCurrentStaff = (): StaffProfile => {
  const token = useSession()?.token ?? '';
  return useSuspenseQuery(meQueryOptions(token)).data;
};

export const useCan = (permission: Permission): boolean => useCurrentStaff().permissions.includes(permission);
