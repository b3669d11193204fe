import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamesAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery } from '../../../shared/lib/list-params.ts';
import { GAMES_KEY } from './get-vendors.ts';

export interface GameListParams {
  vassalage?: string | undefined;
  gameType?: string | undefined;
  name?: string | undefined;
  enabled?: string | undefined;
  pageNum: number;
  pageSize: number;
}

export const GAME_LIST_KEY = [...GAMES_KEY, 'list'] as const;

/** `GET /console-api/games`: one page of the catalogue with the operator's flags. */
export const getGames = (params: GameListParams) =>
  call(gamesAdminEndpoints.games, { query: listQuery<typeof gamesAdminEndpoints.games>({ ...params }) });

export const gamesQueryOptions = (params: GameListParams) =>
  queryOptions({ queryKey: [...GAME_LIST_KEY, params], queryFn: () => getGames(params) });

/** The previous page stays on screen while the next one loads. */
export const useGames = (params: GameListParams) =>
  useQuery({ ...gamesQueryOptions(params), placeholderData: keepPreviousData });
