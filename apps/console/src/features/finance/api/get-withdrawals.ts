import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type WithdrawalQueueParams = ListQuery;

const QUEUE_REFRESH_MS = 30_000;

/** `GET /console-api/withdrawals`: one page of the withdrawal queue with the full account numbers. */
export const getWithdrawals = (params: WithdrawalQueueParams) =>
  call(financeEndpoints.withdrawals, { query: listQuery<typeof financeEndpoints.withdrawals>(params) });

export const withdrawalsQueryOptions = (params: WithdrawalQueueParams) =>
  queryOptions({ queryKey: ['finance', 'withdrawals', params], queryFn: () => getWithdrawals(params) });

/** The previous page stays on screen while the next one loads; new requests show up on their own. */
export const useWithdrawals = (params: WithdrawalQueueParams) =>
  useQuery({
    ...withdrawalsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });
