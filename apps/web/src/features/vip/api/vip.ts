import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { vipEndpoints, type MemberInfo } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every VIP query. */
export const VIP_KEY = ['vip'] as const;

const useToken = () => useSession()?.token ?? '';

/**
 * `GET /wps/relay/vip`: the rank, progress and ranks. The call evaluates the member, so a rank just
 * reached shows in the header's label at once: member info is refreshed when the level changes.
 */
export const useVipOverview = () => {
  const token = useToken();
  const queryClient = useQueryClient();
  // Member info's queries (the header's label), keyed `['member', 'info', token, language]` by the member feature.
  const memberInfoKey = ['member', 'info', token];
  return useQuery({
    queryKey: [...VIP_KEY, 'overview', token],
    queryFn: async () => {
      const overview = await call(vipEndpoints.overview);
      const infos = queryClient.getQueriesData<MemberInfo>({ queryKey: memberInfoKey });
      if (infos.some(([, info]) => info?.vipLevel !== overview.level)) {
        await queryClient.invalidateQueries({ queryKey: memberInfoKey });
      }
      return overview;
    },
    enabled: token !== '',
  });
};

/** `GET /wps/relay/vip/grants`: the member's upgrade bonuses and salaries, a page at a time. */
export const useVipGrants = (pageNum: number, pageSize: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...VIP_KEY, 'grants', token, pageNum, pageSize],
    queryFn: () => call(vipEndpoints.grants, { query: { pageNum, pageSize } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
