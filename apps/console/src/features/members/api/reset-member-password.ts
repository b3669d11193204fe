import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberPasswordResetSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/password-reset`: answers the temporary password, once. */
export const resetMemberPassword = (id: number) =>
  api.post(`/members/${id}/password-reset`, undefined, memberPasswordResetSchema);

export const useResetMemberPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
