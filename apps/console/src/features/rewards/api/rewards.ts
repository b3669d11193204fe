import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  rewardAdminEndpoints as endpoints,
  manualRewardSchema,
  type RewardCostQuery,
} from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** Every key of the rewards core area starts here: a grant or an ending refreshes all of them. */
const REWARDS_KEY = ['rewards-core'] as const;

const useRefreshing = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
  });
};

/** `GET /console-api/rewards`: every reward granted, by the page's filters. */
export const useRewards = (query: ListQuery) =>
  useQuery({
    queryKey: [...REWARDS_KEY, 'list', query],
    queryFn: () => call(endpoints.list, { query: listQuery<typeof endpoints.list>(query) }),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /console-api/rewards`: a manual reward; the same requestId answers the first reward. The
 * prize's amounts sit below the body's top level, so the whole body goes in its wire form.
 */
export const useGrantReward = () =>
  useRefreshing((input: z.output<typeof manualRewardSchema>) =>
    call(endpoints.grant, { body: z.encode(manualRewardSchema, input) }),
  );

export const useCancelReward = () =>
  useRefreshing(({ id, reason }: { id: number; reason: string }) =>
    call(endpoints.cancel, { params: { id }, body: { reason } }),
  );

/**
 * `GET /console-api/rewards/turnover`: the bonus turnover requirements by the page's filters. The
 * answer titles the bonuses in the console's language, so the language is part of the key.
 */
export const useTurnover = (query: ListQuery) =>
  useQuery({
    queryKey: [...REWARDS_KEY, 'turnover', query, useLanguage()],
    queryFn: () => call(endpoints.turnover, { query: listQuery<typeof endpoints.turnover>(query) }),
    placeholderData: keepPreviousData,
  });

export const useEndTurnover = (action: 'cancel' | 'forfeit') =>
  useRefreshing(({ id, reason }: { id: number; reason: string }) =>
    call(action === 'cancel' ? endpoints.cancelTurnover : endpoints.forfeitTurnover, {
      params: { id },
      body: { reason },
    }),
  );

/** `GET /console-api/rewards/cost`: the cost of the rewards claimed in the days; none until a range is chosen. */
export const useRewardCost = (query: RewardCostQuery | undefined) =>
  useQuery({
    queryKey: [...REWARDS_KEY, 'cost', query],
    queryFn: () => call(endpoints.cost, { query: query as RewardCostQuery }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
