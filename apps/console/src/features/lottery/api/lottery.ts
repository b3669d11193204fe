import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  lotteryAdminEndpoints as endpoints,
  type LotteryCancelInput,
  type LotteryConfirmInput,
  type LotteryDrawQuery,
  type LotteryExposureQuery,
  type LotteryReportQuery,
  type LotteryResultInput,
  type lotterySettingsInputSchema,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** Every key of the lottery pages starts here: a change refreshes all of them. */
const LOTTERY_KEY = ['lottery'] as const;
/** How often the open liability is read again while its page is open. */
export const EXPOSURE_REFRESH_MS = 10_000;

const useRefreshing = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOTTERY_KEY }),
  }).mutateAsync;
};

/** `GET /console-api/lottery/games`: the lottery games of the vendors with a lottery API. */
export const useLotteryGames = () =>
  useQuery({ queryKey: [...LOTTERY_KEY, 'games'], queryFn: () => call(endpoints.games) });

/** `GET /console-api/lottery/draws`: a vendor's draws by game and status (none until a vendor is chosen). */
export const useLotteryDraws = (query: LotteryDrawQuery | undefined) =>
  useQuery({
    queryKey: [...LOTTERY_KEY, 'draws', query],
    queryFn: () => call(endpoints.draws, { query: query ?? { vassalage: '' } }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });

/** `POST /console-api/lottery/draws/result` (audited): a regional draw's numbers, for a second staff member to confirm. */
export const useEnterResult = () =>
  useRefreshing((body: LotteryResultInput) => call(endpoints.enterResult, { body }));

/** `POST /console-api/lottery/draws/confirm` (audited): the entry reviewed (its `enteredAt`) stands and the draw settles. */
export const useConfirmResult = () =>
  useRefreshing((body: LotteryConfirmInput) => call(endpoints.confirmResult, { body }));

/** `POST /console-api/lottery/draws/cancel` (audited): the draw is cancelled and its orders refunded. */
export const useCancelDraw = () =>
  useRefreshing((body: LotteryCancelInput) => call(endpoints.cancelDraw, { body }));

/** `GET /console-api/lottery/settings`: a game's odds and limits per bet type. */
export const useLotterySettings = (game: { vassalage: string; gameId: string } | undefined) =>
  useQuery({
    queryKey: [...LOTTERY_KEY, 'settings', game],
    queryFn: () => call(endpoints.settings, { query: game ?? { vassalage: '', gameId: '' } }),
    enabled: game !== undefined,
  });

/** `PUT /console-api/lottery/settings` (audited): one bet type's odds and limits. */
export const useSaveLotterySettings = () =>
  useRefreshing((body: z.output<typeof lotterySettingsInputSchema>) => call(endpoints.setSettings, { body }));

/** `GET /console-api/lottery/exposure`: the open draw's liability per number, read again every few seconds. */
export const useLotteryExposure = (query: LotteryExposureQuery | undefined) =>
  useQuery({
    queryKey: [...LOTTERY_KEY, 'exposure', query],
    queryFn: () => call(endpoints.exposure, { query: query ?? { vassalage: '', gameId: '' } }),
    enabled: query !== undefined,
    refetchInterval: EXPOSURE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** `GET /console-api/lottery/report`: turnover, payout and house result per game. */
export const useLotteryReport = (query: LotteryReportQuery | undefined) =>
  useQuery({
    queryKey: [...LOTTERY_KEY, 'report', query],
    queryFn: () => call(endpoints.report, { query: query ?? { vassalage: '', from: '', to: '' } }),
    enabled: query !== undefined,
  });
