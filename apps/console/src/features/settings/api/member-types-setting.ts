import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints, type MemberTypesSetting } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { MEMBER_TYPES_QUERY_KEY } from '../../../shared/api/get-member-types.ts';

/**
 * `PUT /console-api/settings/member-types`: the agent and trial type lists. Every page reads them
 * (`useMemberTypes`), so a save refreshes that query.
 */
export const useUpdateMemberTypes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: MemberTypesSetting) => call(settingsEndpoints.memberTypes.put, { body: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_TYPES_QUERY_KEY }),
  });
};
