import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/members/:id`: profile, status, balance, payment-password lock and login history. */
export const getMember = (id: number) => call(memberAdminEndpoints.get, { params: { id } });

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['members', 'detail', id], queryFn: () => getMember(id) });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
