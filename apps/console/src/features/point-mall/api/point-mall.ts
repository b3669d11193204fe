import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pointMallAdminEndpoints as admin,
  type PointMallItemInput,
  type PointRedemptionStatus,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** Every points-mall query of the console: any change refreshes them all (stock, queue). */
const MALL_KEY = ['point-mall'] as const;

const useMallMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
};

/** `GET /console-api/points-mall/items`. */
export const usePointMallItems = () =>
  useQuery({
    queryKey: [...MALL_KEY, 'items'],
    queryFn: () => call(admin.items, { query: { pageNum: 1, pageSize: 100 } }),
  });

/** `POST` or `PUT /console-api/points-mall/items(/:id)` (audited `point_mall.item_save`). */
export const useSavePointMallItem = () =>
  useMallMutation(({ id, body }: { id: number | null; body: PointMallItemInput }) =>
    id === null ? call(admin.createItem, { body }) : call(admin.updateItem, { params: { id }, body }),
  );

/** `POST /console-api/points-mall/items/:id/stock` (audited `point_mall.stock`). */
export const useAdjustStock = () =>
  useMallMutation(({ id, delta }: { id: number; delta: number }) =>
    call(admin.stock, { params: { id }, body: { delta } }),
  );

/** `GET /console-api/points-mall/redemptions`: the review queue by status and account. */
export const usePointRedemptions = (query: {
  status?: PointRedemptionStatus | undefined;
  account?: string | undefined;
  pageNum: number;
}) =>
  useQuery({
    queryKey: [...MALL_KEY, 'redemptions', query],
    queryFn: () => call(admin.redemptions, { query: { ...query, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

/** Approve, ship (with a tracking note) or reject (with a reason) one redemption. */
export const useDecideRedemption = () =>
  useMallMutation(
    ({ id, action, text }: { id: number; action: 'approve' | 'ship' | 'reject'; text: string }) => {
      const params = { id };
      if (action === 'approve')
        return call(admin.approve, { params, body: { remark: text === '' ? null : text } });
      if (action === 'ship') return call(admin.ship, { params, body: { trackingNote: text } });
      return call(admin.reject, { params, body: { reason: text } });
    },
  );
