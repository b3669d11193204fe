import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memberTypesOf, settingsEndpoints, type MemberTypes } from '@platform/contract';
import { call } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

/** The setting's key; saving the lists invalidates it (features/settings). */
export const MEMBER_TYPES_QUERY_KEY = ['settings', 'memberTypes'] as const;

const memberTypesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...MEMBER_TYPES_QUERY_KEY, token],
    queryFn: () => call(settingsEndpoints.memberTypes.get),
    staleTime: 60_000,
  });

/** For the session guard, which waits for the lists before it shows any page. */
export const useMemberTypesQuery = (isWanted: boolean) => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...memberTypesQueryOptions(token), enabled: isWanted && token !== '' });
};

/** Which member types are agents and which trial accounts (spec section 3); loaded below the session guard. */
export const useMemberTypes = (): MemberTypes => {
  const token = useSession()?.token ?? '';
  return memberTypesOf(useSuspenseQuery(memberTypesQueryOptions(token)).data);
};
