import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/lock`: the member's sessions end and sign-in is refused. */
export const lockMember = (id: number) => api.post(`/members/${id}/lock`, undefined, emptySchema);

export const useLockMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
