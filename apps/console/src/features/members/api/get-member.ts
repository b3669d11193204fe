import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberDetailSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/**
 * The contract's member detail, and whether the payment password is locked after 5 wrong tries.
 * The gateway is to send `paymentPasswordLocked` with the detail (issue 4); until the contract
 * names it, an absent flag reads as "not known to be locked" and no unlock is offered.
 */
const memberDetailWithLockSchema = memberDetailSchema.extend({
  paymentPasswordLocked: z.boolean().optional(),
});

/** `GET /console-api/members/:id`: profile, status, balance and login history. */
export const getMember = (id: number) => api.get(`/members/${id}`, memberDetailWithLockSchema);

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['members', 'detail', id], queryFn: () => getMember(id) });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
