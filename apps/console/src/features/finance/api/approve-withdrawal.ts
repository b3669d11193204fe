import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export interface WithdrawalApproval {
  id: number;
  /** The staff's internal memo, kept with the order and the audit log; never shown to the member. */
  memo?: string;
}

/**
 * `POST /console-api/withdrawals/:id/approve`: marks the request paid; the held amount leaves for
 * good. 409 `order_already_processed` when someone else decided first.
 */
export const approveWithdrawal = ({ id, ...body }: WithdrawalApproval) =>
  call(financeEndpoints.approveWithdrawal, { params: { id }, body });

export const useApproveWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'withdrawals'] }),
  });
};
