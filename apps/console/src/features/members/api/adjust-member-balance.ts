import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAdminEndpoints, type EndpointInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/**
 * The form's `requestId` (made once per submission: a retry moves money once), the signed amount
 * in minor units as the form resolved it, and the reason.
 */
export type MemberAdjustment = { id: number } & EndpointInput<
  typeof memberAdminEndpoints.adjustBalance
>['body'];

/** `POST /console-api/members/:id/adjustments`: moves the main wallet; answers the new balance. */
export const adjustMemberBalance = ({ id, ...body }: MemberAdjustment) =>
  call(memberAdminEndpoints.adjustBalance, { params: { id }, body });

export const useAdjustMemberBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustMemberBalance,
    // The wallet section and the profile's balance both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
};
