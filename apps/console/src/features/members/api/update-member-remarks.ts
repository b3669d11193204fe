import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `PUT /console-api/members/:id/remarks`: the operator's note on the member (empty clears it). */
export const updateMemberRemarks = ({ id, remarks }: { id: number; remarks: string }) =>
  call(memberAdminEndpoints.updateRemarks, { params: { id }, body: { remarks } });

export const useUpdateMemberRemarks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRemarks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
