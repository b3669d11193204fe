import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints, type ProfileUpdate } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { memberInfoSessionKey } from './get-member-info.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `PUT /wps/member/profile`: the enabled fields the member changed; the centre then reloads its view. */
export const updateProfile = (input: ProfileUpdate): Promise<null> =>
  call(memberEndpoints.updateProfile, { body: input });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
        // The header and member centre show the nickname.
        queryClient.invalidateQueries({ queryKey: memberInfoSessionKey(token) }),
      ]),
  });
};
