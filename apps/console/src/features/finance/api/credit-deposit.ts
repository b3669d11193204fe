import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export interface DepositCredit {
  id: number;
  /** The staff's internal memo, kept with the order and the audit log; never shown to the member. */
  memo?: string;
}

/**
 * `POST /console-api/deposits/:id/credit`: credits a PENDING or EXPIRED order to the member's main
 * wallet. 409 `order_already_processed` when someone else decided first.
 */
export const creditDeposit = ({ id, ...body }: DepositCredit) =>
  call(financeEndpoints.creditDeposit, { params: { id }, body });

export const useCreditDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditDeposit,
    // Also after a 409: the row shows what the other decision made of it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance', 'deposits'] }),
  });
};
