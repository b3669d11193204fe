import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { missionEndpoints, type MissionStatus } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';

/** Every mission query: a claim changes the list's counts, the detail and the board. */
export const MISSIONS_KEY = ['missions'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/relay/missions`: the missions of a status, with the counts of each status. */
export const useMissions = (status: MissionStatus) => {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'list', token, language, status],
    queryFn: async () => ({
      ...(await call(missionEndpoints.list, { query: { status } })),
      receivedAt: Date.now(),
    }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/relay/missions/:id`: rules and milestones. */
export const useMission = (id: number | null) => {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'detail', token, language, id],
    queryFn: () => call(missionEndpoints.detail, { params: { id: id ?? 0 } }),
    enabled: token !== '' && id !== null,
  });
};

/** `GET /wps/relay/missions/:id/leaderboard`. */
export const useMissionLeaderboard = (id: number | null, enabled: boolean) => {
  const token = useToken();
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'leaderboard', token, id],
    queryFn: () => call(missionEndpoints.leaderboard, { params: { id: id ?? 0 } }),
    enabled: token !== '' && id !== null && enabled,
  });
};

/** `POST /wps/relay/missions/:id/claim`: one milestone, or every reached one without an index. */
export const useClaimMission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, milestoneIndex }: { id: number; milestoneIndex?: number }) =>
      call(missionEndpoints.claim, {
        params: { id },
        body: milestoneIndex === undefined ? {} : { milestoneIndex },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MISSIONS_KEY }),
        client.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      ]),
  });
};
