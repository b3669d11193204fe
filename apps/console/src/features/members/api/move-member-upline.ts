import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/upline`: moves the member and its whole team under another agent. */
export const moveMemberUpline = ({ id, upline }: { id: number; upline: string }) =>
  api.post(`/members/${id}/upline`, { upline }, emptySchema);

export const useMoveMemberUpline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMemberUpline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
