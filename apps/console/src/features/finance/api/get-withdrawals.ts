import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalQueuePageSchema } from '@platform/contract';
import { api, toSearch } from '../../../shared/lib/api-client.ts';

export type WithdrawalQueueParams = Record<string, string | number | undefined>;

const QUEUE_REFRESH_MS = 30_000;

/** `GET /console-api/withdrawals`: one page of the withdrawal queue with the full account numbers. */
export const getWithdrawals = (params: WithdrawalQueueParams) =>
  api.get(`/withdrawals${toSearch(params)}`, withdrawalQueuePageSchema);

export const withdrawalsQueryOptions = (params: WithdrawalQueueParams) =>
  queryOptions({ queryKey: ['finance', 'withdrawals', params], queryFn: () => getWithdrawals(params) });

/** The previous page stays on screen while the next one loads; new requests show up on their own. */
export const useWithdrawals = (params: WithdrawalQueueParams) =>
  useQuery({
    ...withdrawalsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
