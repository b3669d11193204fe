import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebateEndpoints } from '@platform/contract';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every rebate query: a claim changes the claimable, the history and the rates' page alike. */
export const REBATE_KEY = ['rebate'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/relay/rebate`: today's claimable per product. */
export const useRebateSummary = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...REBATE_KEY, 'summary', token],
    queryFn: () => call(rebateEndpoints.summary),
    enabled: token !== '',
  });
};

/** `GET /wps/relay/rebate/claims`: the member's paid rebates, a page at a time. */
export const useRebateClaims = (pageNum: number, pageSize: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REBATE_KEY, 'claims', token, pageNum, pageSize],
    queryFn: () => call(rebateEndpoints.claims, { query: { pageNum, pageSize } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/relay/rebate/details`: the member's rate per product. */
export const useRebateDetails = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...REBATE_KEY, 'details', token],
    queryFn: () => call(rebateEndpoints.details),
    enabled: token !== '',
  });
};

/** `POST /wps/relay/rebate/claim`: today's claim; the balance and the rebate pages refresh after it. */
export const useClaimRebate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(rebateEndpoints.claim),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REBATE_KEY }),
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
      ]),
  });
};
