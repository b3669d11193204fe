import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `PUT /console-api/members/:id/type`: member or an agent type; the member's sessions end. */
export const changeMemberType = ({ id, type }: { id: number; type: number }) =>
  call(memberAdminEndpoints.changeType, { params: { id }, body: { type } });

export const useChangeMemberType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
