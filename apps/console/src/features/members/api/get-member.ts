import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberDetailSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/members/:id`: profile, status, balance, payment-password lock and login history. */
export const getMember = (id: number) => api.get(`/members/${id}`, memberDetailSchema);

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['members', 'detail', id], queryFn: () => getMember(id) });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
