import { useQuery } from '@tanstack/react-query';
import { rewardAdminEndpoints, type AudienceAgent } from '@platform/contract';
import { call } from '../lib/api-client.ts';

/** `GET /console-api/rewards/audience-agents?account=`: the agent of an exact account, or a field error. */
export const findAudienceAgent = async (account: string): Promise<AudienceAgent | undefined> => {
  const [agent] = await call(rewardAdminEndpoints.audienceAgents, { query: { account } });
  return agent;
};

/** The accounts of saved agent ids (ids that name no member any more are absent). */
export const useAudienceAgents = (ids: readonly number[]) =>
  useQuery({
    queryKey: ['rewards-core', 'audience-agents', [...ids].sort((a, b) => a - b)],
    queryFn: () => call(rewardAdminEndpoints.audienceAgents, { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
