import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractAdminEndpoints, type ContractKind, type ContractPolicy } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const POLICIES_KEY = ['contracts', 'policies'] as const;

/**
 * `GET /console-api/contracts/policies`: every kind's policy, with its white-label switch. Read
 * again whenever a page opens: the switch is turned on another page (modules).
 */
export const useContractPolicies = (isEnabled = true) =>
  useQuery({
    queryKey: POLICIES_KEY,
    queryFn: () => call(contractAdminEndpoints.policies),
    enabled: isEnabled,
    refetchOnMount: 'always',
  });

/** `PUT /console-api/contracts/policies/:kind` (audited); answers every kind's policy. */
export const useSetContractPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, policy }: { kind: ContractKind; policy: ContractPolicy }) =>
      call(contractAdminEndpoints.setPolicy, { params: { kind }, body: policy }),
    onSuccess: (policies) => queryClient.setQueryData(POLICIES_KEY, policies),
  });
};
