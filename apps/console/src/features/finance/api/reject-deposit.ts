import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export interface DepositRejection {
  id: number;
  /** Shown to the member; mandatory. */
  reason: string;
  /** The staff's internal memo, kept with the order and the audit log; never shown to the member. */
  memo?: string;
}

/**
 * `POST /console-api/deposits/:id/reject`: fails a PENDING or EXPIRED order, nothing moves. 409
 * `order_already_processed` when someone else decided first.
 */
export const rejectDeposit = ({ id, ...body }: DepositRejection) =>
  call(financeEndpoints.rejectDeposit, { params: { id }, body });

export const useRejectDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposits'] }),
  });
};
