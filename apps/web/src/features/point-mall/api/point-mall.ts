import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pointMallEndpoints,
  type PointMallCategory,
  type PointRedeemRequest,
  type PointRedemptionStatus,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** Every key of the mall starts here, under the points' own (a purchase of points refreshes them too). */
export const POINT_MALL_QUERY_KEY = ['points', 'mall'] as const;

/** `GET /wps/relay/points/mall/items`: the items on sale, of one category or all. */
export const usePointMallItems = (category: PointMallCategory | undefined) =>
  useQuery({
    queryKey: [...POINT_MALL_QUERY_KEY, 'items', category ?? 'ALL'],
    queryFn: () => call(pointMallEndpoints.items, { query: category ? { category } : {} }),
    placeholderData: keepPreviousData,
  });

/** `GET /wps/relay/points/mall/redemptions`: the member's redemptions, newest first. */
export const useRedemptions = (query: { status?: PointRedemptionStatus | undefined; pageNum: number }) =>
  useQuery({
    queryKey: [...POINT_MALL_QUERY_KEY, 'redemptions', query],
    queryFn: () =>
      call(pointMallEndpoints.redemptions, {
        query: { pageNum: query.pageNum, pageSize: 10, ...(query.status ? { status: query.status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST /wps/relay/points/mall/redeem`: the same `requestId` redeems once. */
export const useRedeem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointRedeemRequest) => call(pointMallEndpoints.redeem, { body }),
    // Points, stock, history and (points plus money) the wallet changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
