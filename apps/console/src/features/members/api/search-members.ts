import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type MemberSearchParams = ListQuery;

/** `GET /console-api/members`: members matching the filters, one page of them. */
export const searchMembers = (params: MemberSearchParams) =>
  call(memberAdminEndpoints.search, { query: listQuery<typeof memberAdminEndpoints.search>(params) });

export const searchMembersQueryOptions = (params: MemberSearchParams) =>
  queryOptions({ queryKey: ['members', 'search', params], queryFn: () => searchMembers(params) });

/** The previous page stays on screen while the next one loads. */
export const useSearchMembers = (params: MemberSearchParams) =>
  useQuery({ ...searchMembersQueryOptions(params), placeholderData: keepPreviousData });
