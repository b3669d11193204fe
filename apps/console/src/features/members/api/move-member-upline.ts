import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/members/:id/upline`: moves the member and its whole team under another agent. */
export const moveMemberUpline = ({ id, upline }: { id: number; upline: string }) =>
  call(memberAdminEndpoints.moveUpline, { params: { id }, body: { upline } });

export const useMoveMemberUpline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMemberUpline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
