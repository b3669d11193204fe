import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `DELETE /wps/member/identities/{provider}`: unlinks the member's account at the provider. */
export const unlinkSocialAccount = async (provider: string): Promise<void> => {
  await call(memberEndpoints.unlinkIdentity, { params: { provider } });
};

export const useUnlinkSocialAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSocialAccount,
    // The linked accounts are part of the security centre's overview, a member-scoped query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
