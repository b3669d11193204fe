import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/unlock`: also lifts the lock after 5 wrong passwords. */
export const unlockMember = (id: number) => api.post(`/members/${id}/unlock`, undefined, emptySchema);

export const useUnlockMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
