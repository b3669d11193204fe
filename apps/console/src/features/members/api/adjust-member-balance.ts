import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdjustmentResultSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export interface MemberAdjustment {
  id: number;
  /** Made once per submission by the form: a retry of the same submission moves money once. */
  requestId: string;
  /** Signed decimal string in major units ("25.50", "-10.00"). */
  amount: string;
  reason: string;
}

/** `POST /console-api/members/:id/adjustments`: moves the main wallet; answers the new balance. */
export const adjustMemberBalance = ({ id, ...body }: MemberAdjustment) =>
  api.post(`/members/${id}/adjustments`, body, memberAdjustmentResultSchema);

export const useAdjustMemberBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustMemberBalance,
    // The wallet section and the profile's balance both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
