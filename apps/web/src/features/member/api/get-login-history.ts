import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** `GET /wps/member/loginHistory`: the member's login attempts, newest first. */
export const getLoginHistory = (pageNum: number) =>
  call(memberEndpoints.loginHistory, { query: { pageNum, pageSize: LOGIN_HISTORY_PAGE_SIZE } });

export const loginHistoryQueryOptions = (token: string, pageNum: number) =>
  queryOptions({
    queryKey: ['member', 'login-history', token, pageNum],
    queryFn: () => getLoginHistory(pageNum),
    staleTime: 0,
  });

export const useLoginHistory = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...loginHistoryQueryOptions(token, pageNum),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
