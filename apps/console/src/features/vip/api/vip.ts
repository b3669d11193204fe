import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { vipAdminEndpoints as endpoints, type VipSetRank, type vipRankInputSchema } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** Every key of the VIP pages starts here: a save refreshes all of them. */
const VIP_KEY = ['vip'] as const;

const useRefreshing = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIP_KEY }),
  });
};

/** `GET /console-api/vip/ranks`: the ranks in order, level 1 first. */
export const useVipRanks = () =>
  useQuery({ queryKey: [...VIP_KEY, 'ranks'], queryFn: () => call(endpoints.ranks) });

/** `POST` a rank above the highest, or `PUT /:id` over one (audited `vip.rank_save`). */
export const useSaveVipRank = (id: number | undefined) =>
  useRefreshing((body: z.output<typeof vipRankInputSchema>) =>
    id === undefined
      ? call(endpoints.createRank, { body })
      : call(endpoints.updateRank, { params: { id }, body }),
  ).mutateAsync;

/** `DELETE /console-api/vip/ranks/:id`: the highest rank, when no member holds it. */
export const useDeleteVipRank = () =>
  useRefreshing((id: number) => call(endpoints.deleteRank, { params: { id } }));

/** `GET /console-api/vip/changes`: members' rank changes, newest first, by account. */
export const useVipChanges = (query: ListQuery) =>
  useQuery({
    queryKey: [...VIP_KEY, 'changes', query],
    queryFn: () => call(endpoints.changes, { query: listQuery<typeof endpoints.changes>(query) }),
    placeholderData: keepPreviousData,
  });

/** `POST /console-api/vip/set-rank` (audited `vip.set_rank`): a member's rank by hand, with the reason. */
export const useSetVipRank = () =>
  useRefreshing((body: VipSetRank) => call(endpoints.setRank, { body })).mutateAsync;
