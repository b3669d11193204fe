import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints, type BindEmailRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `PUT /wps/member/email`: binds or changes the email address with its code and the login password. */
export const bindEmail = (input: BindEmailRequest): Promise<null> =>
  call(memberEndpoints.bindEmail, { body: input });

export const useBindEmail = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: bindEmail,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
  });
};
