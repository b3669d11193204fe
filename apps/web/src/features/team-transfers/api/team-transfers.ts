import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  teamTransferEndpoints,
  type DownlineTransferRequest,
  type TeamTransferResult,
  type UplineTransferRequest,
} from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { WALLET_DATA_QUERY_KEY } from '../../wallet/api/get-wallets.ts';

/** What team transfers show: the member's config (limits, today's total). */
export const TEAM_TRANSFERS_QUERY_KEY = ['team-transfers'] as const;

/** A transfer changes the balance, the histories, the team's balances and today's total. */
const AFFECTED_QUERY_KEYS = [
  BALANCE_QUERY_KEY,
  WALLET_DATA_QUERY_KEY,
  TEAM_TRANSFERS_QUERY_KEY,
  ['agent', 'downlines'],
] as const;

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
    onSuccess: () =>
      Promise.all(AFFECTED_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** `POST /wps/agent/transfers`: the same `requestId` moves money once. */
export const useTransferToDownline = () =>
  useTransferMutation((body: DownlineTransferRequest) => call(teamTransferEndpoints.toDownline, { body }));

/** `POST /wps/member/transfer-upline` (spec: transferUpline). */
export const useTransferToUpline = () =>
  useTransferMutation((body: UplineTransferRequest) => call(teamTransferEndpoints.toUpline, { body }));
