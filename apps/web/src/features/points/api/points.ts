import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsEarningEndpoints, pointsEndpoints, type PointsPurchaseRequest } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every query of the member's points: a purchase (or a redemption) refreshes them all. */
export const POINTS_QUERY_KEY = ['points'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/relay/points/balance`: the member's whole points. */
export const usePointsBalance = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...POINTS_QUERY_KEY, 'balance', token],
    queryFn: () => call(pointsEndpoints.balance),
    enabled: token !== '',
  });
};

/** `GET /wps/relay/points/history`: the member's points movements, a page at a time. */
export const usePointsHistory = (pageNum: number, pageSize: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...POINTS_QUERY_KEY, 'history', token, pageNum, pageSize],
    queryFn: () => call(pointsEndpoints.history, { query: { pageNum, pageSize } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/relay/points/config`: the operator's rates (public). */
export const usePointsRates = () =>
  useQuery({ queryKey: [...POINTS_QUERY_KEY, 'rates'], queryFn: () => call(pointsEarningEndpoints.config) });

/** `POST /wps/relay/points/buy`: the points and the main wallet refresh after it. */
export const useBuyPoints = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsPurchaseRequest) => call(pointsEarningEndpoints.buy, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      ]),
  });
};
