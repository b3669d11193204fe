import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDecisionResultSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export interface DepositRejection {
  id: number;
  /** Shown to the member; mandatory. */
  reason: string;
}

/**
 * `POST /console-api/deposits/:id/reject`: fails a PENDING or EXPIRED order, nothing moves. 409
 * `order_already_processed` when someone else decided first.
 */
export const rejectDeposit = ({ id, ...body }: DepositRejection) =>
  api.post(`/deposits/${id}/reject`, body, orderDecisionResultSchema);

export const useRejectDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposits'] }),
  });
};
