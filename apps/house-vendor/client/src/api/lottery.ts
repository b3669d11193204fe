import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  lotteryDrawsViewSchema,
  lotteryOrderViewSchema,
  placedLotteryOrdersSchema,
  type PlaceLotteryOrder,
  type PlacedLotteryOrders,
} from '../../../src/api/schemas.ts';
import { useHouse } from '../lib/house-context.ts';
import { request } from './client.ts';
import { applyBalance } from './session.ts';

/** How often the draws and the orders are looked at again: a closed draw, a result, a settlement. */
export const LOTTERY_POLL_MS = 3_000;
/** Drawn draws read for the results list and the trend chart. */
export const LOTTERY_HISTORY = 50;

export const getLotteryDraws = (gameId: string, limit = LOTTERY_HISTORY) =>
  request(`/lottery/draws?${new URLSearchParams({ gameId, limit: String(limit) }).toString()}`, {
    schema: lotteryDrawsViewSchema,
  });

export const lotteryDrawsQueryKey = (gameId: string) => ['house-lottery-draws', gameId] as const;
const ordersQueryKey = (launchToken: string) => ['house-lottery-orders', launchToken] as const;

/** The game's open draw and its latest results, polled. */
export const useLotteryDraws = (gameId: string) =>
  useQuery({
    queryKey: lotteryDrawsQueryKey(gameId),
    queryFn: () => getLotteryDraws(gameId),
    refetchInterval: LOTTERY_POLL_MS,
  });

/** The player's orders on the game, newest first, polled. */
export const useLotteryOrders = () => {
  const { sessionToken, launchToken, view } = useHouse();
  return useQuery({
    queryKey: ordersQueryKey(launchToken),
    queryFn: () =>
      request(
        `/lottery/orders?${new URLSearchParams({ gameId: view.game.gameId, limit: '50' }).toString()}`,
        {
          sessionToken,
          schema: z.array(lotteryOrderViewSchema),
        },
      ),
    refetchInterval: LOTTERY_POLL_MS,
  });
};

/** Places or cancels, then shows the balance the answer carries and the orders as they are now. */
const useOrderAction = <T>(send: (sessionToken: string, input: T) => Promise<PlacedLotteryOrders>) => {
  const { sessionToken, launchToken } = useHouse();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(sessionToken, input),
    onSuccess: (result) => {
      applyBalance(client, launchToken, result.balance);
      void client.invalidateQueries({ queryKey: ordersQueryKey(launchToken) });
    },
  });
};

export const usePlaceLotteryOrder = () =>
  useOrderAction((sessionToken, order: PlaceLotteryOrder) =>
    request('/lottery/orders', {
      method: 'POST',
      body: order,
      sessionToken,
      schema: placedLotteryOrdersSchema,
    }),
  );

export const useCancelLotteryOrder = () =>
  useOrderAction((sessionToken, orderId: string) =>
    request(`/lottery/orders/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
      body: {},
      sessionToken,
      schema: placedLotteryOrdersSchema,
    }),
  );
