import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/password-reset`: answers the temporary password, once. */
export const resetMemberPassword = (id: number) =>
  call(memberAdminEndpoints.resetPassword, { params: { id } });

export const useResetMemberPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
