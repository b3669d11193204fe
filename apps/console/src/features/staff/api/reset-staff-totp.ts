import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/staff/:id/totp-reset`: they enrol an authenticator again at next sign-in. */
export const resetStaffTotp = (id: number) => call(staffEndpoints.resetTotp, { params: { id } });

export const useResetStaffTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
