import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agentAdminEndpoints,
  memberAdminEndpoints,
  teamTransferAdminEndpoints,
  type AgentPolicyInput,
  type TeamTransferSettingsInput,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const AGENTS_KEY = ['agents'] as const;

/** `GET /console-api/agents/tree`: a member by exact account or id, its upline chain and direct downlines. */
export const useAgentTree = (query: { account?: string; id?: number; pageNum?: number } | null) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'tree', query],
    queryFn: () => call(agentAdminEndpoints.tree, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** The direct downlines of one member of the tree, when its row is opened. */
export const useAgentTreeChildren = (id: number, pageNum: number) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'tree', { id, pageNum }],
    queryFn: () => call(agentAdminEndpoints.tree, { query: { id, pageNum } }),
    placeholderData: keepPreviousData,
  });

const useAgentsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
};

/** `POST /console-api/members/:id/upline`: the member and its whole team go under another agent (audited). */
export const useMoveTeam = () =>
  useAgentsMutation(({ id, upline }: { id: number; upline: string }) =>
    call(memberAdminEndpoints.moveUpline, { params: { id }, body: { upline } }),
  );

/** `PUT /console-api/members/:id/type`: makes a member an agent, or an agent a member again (audited). */
export const useSetMemberType = () =>
  useAgentsMutation(({ id, type }: { id: number; type: number }) =>
    call(memberAdminEndpoints.changeType, { params: { id }, body: { type } }),
  );

/** `GET /console-api/agents/policy`. */
export const useAgentPolicy = () =>
  useQuery({ queryKey: [...AGENTS_KEY, 'policy'], queryFn: () => call(agentAdminEndpoints.policy) });

export const useSetAgentPolicy = () =>
  useAgentsMutation((body: AgentPolicyInput) => call(agentAdminEndpoints.setPolicy, { body }));

/** `GET /console-api/team-transfer-settings`: the agent transfer switches and limits. */
export const useTeamTransferSettings = () =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'transfer-settings'],
    queryFn: () => call(teamTransferAdminEndpoints.settings),
  });

export const useSetTeamTransferSettings = () =>
  useAgentsMutation((body: TeamTransferSettingsInput) =>
    call(teamTransferAdminEndpoints.updateSettings, { body }),
  );
