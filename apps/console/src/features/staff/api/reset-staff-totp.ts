import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/staff/:id/totp-reset`: they enrol an authenticator again at next sign-in. */
export const resetStaffTotp = (id: number) => api.post(`/staff/${id}/totp-reset`, undefined, emptySchema);

export const useResetStaffTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
