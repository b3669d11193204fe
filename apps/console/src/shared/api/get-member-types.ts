import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memberTypesOf, settingsEndpoints, type MemberTypes } from '@platform/contract';
import { call } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

/** The setting's key; saving the lists invalidates it (features/settings). */
export const MEMBER_TYPES_QUERY_KEY = ['settings', 'memberTypes'] as const;

/**
 * The same for every staff member, so not keyed by the session: a new session (a sign-in, a new
 * authenticator) keeps the page it is on instead of waiting for them again.
 */
const memberTypesQueryOptions = () =>
  queryOptions({
    queryKey: MEMBER_TYPES_QUERY_KEY,
    queryFn: () => call(settingsEndpoints.memberTypes.get),
    staleTime: 60_000,
  });

/** For the session guard, which waits for the lists before it shows any page. */
export const useMemberTypesQuery = (isWanted: boolean) => {
  const hasSession = useSession() !== null;
  return useQuery({ ...memberTypesQueryOptions(), enabled: isWanted && hasSession });
};

/** Which member types are agents and which trial accounts (spec section 3); loaded below the session guard. */
export const useMemberTypes = (): MemberTypes =>
  memberTypesOf(useSuspenseQuery(memberTypesQueryOptions()).data);
