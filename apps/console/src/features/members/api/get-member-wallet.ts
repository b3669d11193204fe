import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import type { PageParams } from '../../../shared/lib/list-params.ts';

/** `GET /console-api/members/:id/wallet`: the member's accounts and one page of their transfers. */
export const getMemberWallet = (id: number, page: PageParams) =>
  call(memberAdminEndpoints.wallet, { params: { id }, query: page });

export const memberWalletQueryOptions = (id: number, page: PageParams) =>
  queryOptions({
    queryKey: ['members', 'wallet', id, page],
    queryFn: () => getMemberWallet(id, page),
  });

/** The previous page stays on screen while the next one loads. */
export const useMemberWallet = (id: number, page: PageParams) =>
  useQuery({ ...memberWalletQueryOptions(id, page), placeholderData: keepPreviousData });
