import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/lock`: the member's sessions end and sign-in is refused. */
export const lockMember = (id: number) => call(memberAdminEndpoints.lock, { params: { id } });

export const useLockMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
