import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryEndpoints, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** A fast draw lasts a minute; the server asks each vendor at most every 3 s. */
const DRAWS_REFETCH_MS = 5_000;
/** The menu changes when the operator edits the catalogue. */
const MENU_STALE_MS = 60_000;

/** `GET /lgw/vn/games/game_menu`: the site's prize mode and the lottery games by group. */
export const lotteryMenuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'menu', language],
    queryFn: () => call(lotteryEndpoints.menu, { query: { language } }),
    staleTime: MENU_STALE_MS,
  });

export const useLotteryMenu = () => useQuery(lotteryMenuQueryOptions(useLanguage()));

/**
 * `GET /lotto/lgw/games/opened/numero`: every game's latest result and next draw, with the server's
 * time the countdowns run on. Asked again every few seconds while the lobby is open.
 */
export const lotteryDrawsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'draws', language],
    queryFn: async () => ({
      ...(await call(lotteryEndpoints.opened, { query: { language } })),
      receivedAt: Date.now(),
    }),
    staleTime: DRAWS_REFETCH_MS,
    refetchInterval: DRAWS_REFETCH_MS,
  });

export const useLotteryDraws = () => useQuery(lotteryDrawsQueryOptions(useLanguage()));

/** `GET /lgw/vn/games/game_menu/recent` (a real account): the lottery games the member launched. */
export const useRecentLotteryGames = (isAsked: boolean) => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'recent', token, language],
    queryFn: () => call(lotteryEndpoints.recent, { query: { language } }),
    enabled: isAsked && token !== '',
    // A launch adds to the list: ask again on each visit.
    staleTime: 0,
  });
};
