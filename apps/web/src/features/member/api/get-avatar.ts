import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints, type MemberAvatar } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { memberInfoSessionKey } from './get-member-info.ts';

export const getAvatar = (): Promise<MemberAvatar> => call(memberEndpoints.avatar);

/** Keyed by the token, so a new session never shows the previous one's choice. */
export const avatarQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'avatar', token] as const, queryFn: getAvatar });

/** `GET /wps/member/info/icon`: the operator's icons and the member's current avatar. */
export const useAvatar = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...avatarQueryOptions(token), enabled: token !== '' });
};

/**
 * What a change of avatar does once it is saved: the chooser shows the answer, and the header and
 * the member centre (member info's `avatarUrl`) load the new one.
 */
export const useAvatarSaved = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return (avatar: MemberAvatar) => {
    queryClient.setQueryData(avatarQueryOptions(token).queryKey, avatar);
    return queryClient.invalidateQueries({ queryKey: memberInfoSessionKey(token) });
  };
};
