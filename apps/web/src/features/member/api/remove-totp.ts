import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `DELETE /wps/member/totp`: the login password and a current code remove the authenticator. */
export const removeTotp = async (input: { password: string; code: string }): Promise<null> =>
  (await request<null>('/wps/member/totp', { method: 'DELETE', body: input })).value;

export const useRemoveTotp = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
  });
};
