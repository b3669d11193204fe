import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export interface WithdrawalRejection {
  id: number;
  /** Shown to the member; mandatory. */
  reason: string;
  /** The staff's internal memo, kept with the order and the audit log; never shown to the member. */
  memo?: string;
}

/**
 * `POST /console-api/withdrawals/:id/reject`: the held amount goes back to the member's main
 * wallet. 409 `order_already_processed` when someone else decided first.
 */
export const rejectWithdrawal = ({ id, ...body }: WithdrawalRejection) =>
  call(financeEndpoints.rejectWithdrawal, { params: { id }, body });

export const useRejectWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'withdrawals'] }),
  });
};
