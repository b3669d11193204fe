import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financeEndpoints, type Language } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type DepositQueueParams = ListQuery;

/** Orders still waiting are looked at again this often while the page is open. */
const QUEUE_REFRESH_MS = 30_000;

/** `GET /console-api/deposits`: one page of the deposit queue, filtered. */
export const getDeposits = (params: DepositQueueParams) =>
  call(financeEndpoints.deposits, { query: listQuery<typeof financeEndpoints.deposits>(params) });

/** The answer names channels in the console's language, so the language is part of the key. */
const depositsQueryOptions = (params: DepositQueueParams, language: Language) =>
  queryOptions({ queryKey: ['finance', 'deposits', params, language], queryFn: () => getDeposits(params) });

/** The previous page stays on screen while the next one loads; new orders show up on their own. */
export const useDeposits = (params: DepositQueueParams) =>
  useQuery({
    ...depositsQueryOptions(params, useLanguage()),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
