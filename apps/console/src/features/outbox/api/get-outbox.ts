import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type OutboxParams = ListQuery;

/** `GET /console-api/outbox`: SMS and email the platform sent (or stored, on a demo install). */
export const getOutbox = (params: OutboxParams) =>
  call(outboxEndpoints.list, { query: listQuery<typeof outboxEndpoints.list>(params) });

export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({ queryKey: ['outbox', params], queryFn: () => getOutbox(params) });

export const useOutbox = (params: OutboxParams) =>
  useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });
