import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDecisionResultSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export interface WithdrawalApproval {
  id: number;
  /** An optional note (the bank's transfer reference, say). */
  reason?: string;
}

/**
 * `POST /console-api/withdrawals/:id/approve`: marks the request paid; the held amount leaves for
 * good. 409 `order_already_processed` when someone else decided first.
 */
export const approveWithdrawal = ({ id, ...body }: WithdrawalApproval) =>
  api.post(`/withdrawals/${id}/approve`, body, orderDecisionResultSchema);

export const useApproveWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'withdrawals'] }),
  });
};
