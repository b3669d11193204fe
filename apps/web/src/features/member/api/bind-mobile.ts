import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints, type BindMobileRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `PUT /wps/member/mobile`: binds or changes the mobile number with its code and the login password. */
export const bindMobile = (input: BindMobileRequest): Promise<null> =>
  call(memberEndpoints.bindMobile, { body: input });

export const useBindMobile = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
  });
};
