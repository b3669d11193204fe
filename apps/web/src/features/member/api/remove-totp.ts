import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `DELETE /wps/member/totp`: the login password and a current code remove the authenticator. */
export const removeTotp = (input: { password: string; code: string }): Promise<null> =>
  call(memberEndpoints.removeTotp, { body: input });

export const useRemoveTotp = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
  });
};
