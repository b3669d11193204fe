import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberRowSchema, pageOf } from '@platform/contract';
import { api, toSearch } from '../../../shared/lib/api-client.ts';

const memberPageSchema = pageOf(memberRowSchema);

export type MemberSearchParams = Record<string, string | number | undefined>;

/** `GET /console-api/members`: members matching the filters, one page of them. */
export const searchMembers = (params: MemberSearchParams) =>
  api.get(`/members${toSearch(params)}`, memberPageSchema);

export const searchMembersQueryOptions = (params: MemberSearchParams) =>
  queryOptions({ queryKey: ['members', 'search', params], queryFn: () => searchMembers(params) });

/** The previous page stays on screen while the next one loads. */
export const useSearchMembers = (params: MemberSearchParams) =>
  useQuery({ ...searchMembersQueryOptions(params), placeholderData: keepPreviousData });
