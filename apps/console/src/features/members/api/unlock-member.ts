import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/unlock`: also lifts the lock after 5 wrong passwords. */
export const unlockMember = (id: number) => call(memberAdminEndpoints.unlock, { params: { id } });

export const useUnlockMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
