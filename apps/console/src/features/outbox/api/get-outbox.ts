import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxRowSchema, pageOf } from '@platform/contract';
import { api, toSearch } from '../../../shared/lib/api-client.ts';

const outboxPageSchema = pageOf(outboxRowSchema);

export type OutboxParams = Record<string, string | number | undefined>;

/** `GET /console-api/outbox`: SMS and email the platform sent (or stored, on a demo install). */
export const getOutbox = (params: OutboxParams) => api.get(`/outbox${toSearch(params)}`, outboxPageSchema);

export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({ queryKey: ['outbox', params], queryFn: () => getOutbox(params) });

export const useOutbox = (params: OutboxParams) =>
  useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });
