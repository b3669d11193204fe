import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardTaskEndpoints } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every reward task query: a claim refreshes them all (a sign-in changes the badge counts too). */
export const REWARD_TASKS_KEY = ['reward-tasks'] as const;

const useToken = () => useSession()?.token ?? '';

const useTaskQuery = <T>(name: string, fetch: () => Promise<T>) => {
  const token = useToken();
  return useQuery({ queryKey: [...REWARD_TASKS_KEY, name, token], queryFn: fetch, enabled: token !== '' });
};

/** After a payment: the tasks, the balance and the reward centre's own lists and counts. */
const useRefreshAfterClaim = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REWARD_TASKS_KEY }),
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['rewards'] }),
    ]);
};

export const useSignIn = () => useTaskQuery('sign-in', () => call(rewardTaskEndpoints.signIn));
export const useNewbie = () => useTaskQuery('newbie', () => call(rewardTaskEndpoints.newbie));
export const useRescue = () => useTaskQuery('rescue', () => call(rewardTaskEndpoints.rescue));

export const useSignInToday = () => {
  const refresh = useRefreshAfterClaim();
  return useMutation({ mutationFn: () => call(rewardTaskEndpoints.signInToday), onSettled: refresh });
};

export const useClaimNewbie = () => {
  const refresh = useRefreshAfterClaim();
  return useMutation({
    mutationFn: (stepId: string) => call(rewardTaskEndpoints.claimNewbie, { params: { stepId } }),
    onSettled: refresh,
  });
};

/** A code's progress: asked when the member enters it (a mutation: the code is in the body). */
export const usePromoCodeProgress = () =>
  useMutation({ mutationFn: (code: string) => call(rewardTaskEndpoints.promoCode, { body: { code } }) });

export const useRedeemPromoCode = () => {
  const refresh = useRefreshAfterClaim();
  return useMutation({
    mutationFn: (code: string) => call(rewardTaskEndpoints.redeemPromoCode, { body: { code } }),
    onSettled: refresh,
  });
};
