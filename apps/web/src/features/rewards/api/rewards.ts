import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROMO_COUNT_POLL_MS, rewardEndpoints, type RewardListTab } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every reward query: a claim changes the lists, the totals, the counts and the turnover at once. */
export const REWARDS_KEY = ['rewards'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/relay/rewards/summary`: the reward centre's header totals. */
export const useRewardSummary = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'summary', token],
    queryFn: () => call(rewardEndpoints.summary),
    enabled: token !== '',
  });
};

/** `GET /wps/relay/rewards`: the rewards to claim or the history, a page at a time. */
export const useRewards = (tab: RewardListTab, pageNum: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'list', token, tab, pageNum],
    queryFn: () => call(rewardEndpoints.list, { query: { tab, pageNum, pageSize: 10 } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/**
 * `GET /wps/relay/rewards/counts`: the member menu's badges, polled every 5 minutes (reference
 * section 8). Asked for a real member only (`isAsked`): a trial account has no rewards.
 */
export const usePromoCounts = (isAsked = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'counts', token],
    queryFn: () => call(rewardEndpoints.counts),
    enabled: isAsked && token !== '',
    refetchInterval: PROMO_COUNT_POLL_MS,
    staleTime: PROMO_COUNT_POLL_MS,
  });
};

/** `GET /wps/relay/rewards/turnover`: the bonus turnover requirements and what can be withdrawn now. */
export const useTurnover = (isAsked = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'turnover', token],
    queryFn: () => call(rewardEndpoints.turnover),
    enabled: isAsked && token !== '',
  });
};

/** After a claim: the rewards, the balance and the member info (its promo count) are all new. */
const useRefreshAfterClaim = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['member'] }),
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    ]);
};

/** `POST /wps/relay/rewards/:id/claim`. */
export const useClaimReward = () => {
  const refresh = useRefreshAfterClaim();
  return useMutation({
    mutationFn: (id: number) => call(rewardEndpoints.claim, { params: { id } }),
    onSettled: refresh,
  });
};

/** `POST /wps/relay/rewards/claim-all`. */
export const useClaimAllRewards = () => {
  const refresh = useRefreshAfterClaim();
  return useMutation({
    mutationFn: () => call(rewardEndpoints.claimAll),
    onSettled: refresh,
  });
};
