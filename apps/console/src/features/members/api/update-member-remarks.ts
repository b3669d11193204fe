import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/** `PUT /console-api/members/:id/remarks`: the operator's note on the member (empty clears it). */
export const updateMemberRemarks = ({ id, remarks }: { id: number; remarks: string }) =>
  api.put(`/members/${id}/remarks`, { remarks }, emptySchema);

export const useUpdateMemberRemarks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRemarks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
