import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { missionAdminEndpoints, type MissionInput, type MissionStatus } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const MISSIONS_KEY = ['missions'] as const;

/** `GET /console-api/rewards/missions`. */
export const useAdminMissions = (query: { status?: MissionStatus; pageNum: number }) =>
  useQuery({
    queryKey: [...MISSIONS_KEY, 'list', query],
    queryFn: () => call(missionAdminEndpoints.list, { query: { ...query, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

/** `GET /console-api/rewards/missions/:id/leaderboard`: live, or the stored final board. */
export const useAdminMissionBoard = (id: number) =>
  useQuery({
    queryKey: [...MISSIONS_KEY, 'board', id],
    queryFn: () => call(missionAdminEndpoints.leaderboard, { params: { id } }),
  });

/** `GET /console-api/rewards/missions/:id/claims`. */
export const useAdminMissionClaims = (id: number, pageNum: number) =>
  useQuery({
    queryKey: [...MISSIONS_KEY, 'claims', id, pageNum],
    queryFn: () => call(missionAdminEndpoints.claims, { params: { id }, query: { pageNum, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

/** Creates (`id` null) or changes a mission (audited `mission.save`). */
export const useSaveMission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MissionInput }) =>
      id === null
        ? call(missionAdminEndpoints.create, { body: input })
        : call(missionAdminEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
};
