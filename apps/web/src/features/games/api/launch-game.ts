import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gameEndpoints, type Language, type LaunchGame } from '@platform/contract';
import type { GameLaunchParams } from '../../../shared/config/paths.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { ACCOUNT_GAMES_QUERY_KEY } from './get-favourite-ids.ts';
import { GAMES_QUERY_KEY } from './get-game-menus.ts';

type LaunchGameQuery = GameLaunchParams & { language: Language };

/** `GET /wps/game/launchGame`: a one-time launch url for the vendor's page (recorded as recent). */
export const launchGame = (query: LaunchGameQuery): Promise<LaunchGame> =>
  call(gameEndpoints.launch, { query });

export const launchGameQueryOptions = (token: string, query: LaunchGameQuery) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'launch', token, query],
    queryFn: () => launchGame(query),
    // One launch per visit of the game page: its token is single-use, and a failure (maintenance,
    // trial account) will not change by asking again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

/** Launches on the page's first render; a new session (after the login popup) launches again. */
export const useLaunchGame = (query: GameLaunchParams) => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  const queryClient = useQueryClient();
  const launch = useQuery(launchGameQueryOptions(token, { ...query, language }));
  const isLaunched = launch.data !== undefined;
  useEffect(() => {
    // The server has recorded the game among the recent ones.
    if (isLaunched) void queryClient.invalidateQueries({ queryKey: ACCOUNT_GAMES_QUERY_KEY });
  }, [isLaunched, queryClient]);
  return launch;
};
