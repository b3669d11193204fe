import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { securityOverviewQueryOptions } from './get-security-overview.ts';

/** `PUT /wps/member/totp`: a current code from the app completes the enrolment. */
export const confirmTotp = (input: { code: string }): Promise<null> =>
  call(memberEndpoints.confirmTotp, { body: input });

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey }),
  });
};
