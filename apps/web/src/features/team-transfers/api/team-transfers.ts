import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  teamTransferEndpoints,
  type DownlineTransferRequest,
  type TeamTransferResult,
  type UplineTransferRequest,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** What team transfers show: the member's config (limits, today's total). */
export const TEAM_TRANSFERS_QUERY_KEY = ['team-transfers'] as const;

/** `GET /wps/team-transfers/config`: which transfers the member may make, the limits and today's total. */
export const useTeamTransferConfig = (enabled = true) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [...TEAM_TRANSFERS_QUERY_KEY, 'config', token],
    queryFn: () => call(teamTransferEndpoints.config),
    enabled: enabled && token !== '',
  });
};

const useTransferMutation = <Input>(mutationFn: (input: Input) => Promise<TeamTransferResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Money moved: the balance, both histories, the team's balances and today's total are all stale
    // (only what the page shows refetches at once).
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** `POST /wps/agent/transfers`: the same `requestId` moves money once. */
export const useTransferToDownline = () =>
  useTransferMutation((body: DownlineTransferRequest) => call(teamTransferEndpoints.toDownline, { body }));

/** `POST /wps/member/transfer-upline` (spec: transferUpline). */
export const useTransferToUpline = () =>
  useTransferMutation((body: UplineTransferRequest) => call(teamTransferEndpoints.toUpline, { body }));
