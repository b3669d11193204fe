import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downlineEndpoints,
  type CreateDownline,
  type CreateLink,
  type RebateRates,
  type TeamQuery,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Everything the register centre and team management show; a change invalidates it all. */
const DOWNLINES_KEY = ['agent', 'downlines'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/agent/rebate`: the agent's own rates, the ceiling of its downlines'. */
export const useAgentRebate = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...DOWNLINES_KEY, 'rebate', token],
    queryFn: () => call(downlineEndpoints.rebate),
    enabled: token !== '',
  });
};

/** `GET /wps/agent/links`. */
export const useLinks = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...DOWNLINES_KEY, 'links', token],
    queryFn: () => call(downlineEndpoints.links),
    enabled: token !== '',
  });
};

/** `GET /wps/agent/team`: one page of direct agents or direct players. */
export const useTeam = (query: TeamQuery) => {
  const token = useToken();
  return useQuery({
    queryKey: [...DOWNLINES_KEY, 'team', token, query],
    queryFn: () => call(downlineEndpoints.team, { query }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

const useDownlinesMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOWNLINES_KEY }),
  });
};

export const useCreateDownline = () =>
  useDownlinesMutation((body: CreateDownline) => call(downlineEndpoints.createDownline, { body }));
export const useCreateLink = () =>
  useDownlinesMutation((body: CreateLink) => call(downlineEndpoints.createLink, { body }));
export const useDeleteLink = () =>
  useDownlinesMutation((id: number) => call(downlineEndpoints.deleteLink, { params: { id } }));
export const useSetRemark = () =>
  useDownlinesMutation((input: { memberId: number; remark: string }) =>
    call(downlineEndpoints.remark, { params: { memberId: input.memberId }, body: { remark: input.remark } }),
  );
export const useSetRebate = () =>
  useDownlinesMutation((input: { memberId: number; rebateRates: RebateRates }) =>
    call(downlineEndpoints.setRebate, {
      params: { memberId: input.memberId },
      body: { rebateRates: input.rebateRates },
    }),
  );
export const useSetAgent = () =>
  useDownlinesMutation((memberId: number) => call(downlineEndpoints.setAgent, { params: { memberId } }));
export const useSendMessage = () =>
  useDownlinesMutation((input: { memberId: number; title: string; content: string }) =>
    call(downlineEndpoints.sendMessage, {
      params: { memberId: input.memberId },
      body: { title: input.title, content: input.content },
    }),
  );
