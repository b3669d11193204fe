import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebateAdminEndpoints as endpoints, type RebateSettings } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** Every key of the rebate pages starts here: a save refreshes all of them. */
const REBATE_KEY = ['rebate'] as const;

/** `GET /console-api/rewards/rebate/settings`: the default member rates and the automatic run. */
export const useRebateSettings = () =>
  useQuery({ queryKey: [...REBATE_KEY, 'settings'], queryFn: () => call(endpoints.settings) });

/** `PUT /console-api/rewards/rebate/settings` (audited `rebate.config`); answers the stored settings. */
export const useSaveRebateSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RebateSettings) => call(endpoints.saveSettings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REBATE_KEY }),
  }).mutateAsync;
};

/** `GET /console-api/rewards/rebate/report`: what was paid per merchant day, newest first. */
export const useRebateReport = (query: ListQuery) =>
  useQuery({
    queryKey: [...REBATE_KEY, 'report', query],
    queryFn: () => call(endpoints.report, { query: listQuery<typeof endpoints.report>(query) }),
    placeholderData: keepPreviousData,
  });

/** `GET /console-api/rewards/rebate/claims`: one member's paid rebates, asked only once an account is typed. */
export const useRebateMemberClaims = (query: ListQuery) =>
  useQuery({
    queryKey: [...REBATE_KEY, 'claims', query],
    queryFn: () => call(endpoints.memberClaims, { query: listQuery<typeof endpoints.memberClaims>(query) }),
    enabled: typeof query.account === 'string' && query.account !== '',
    placeholderData: keepPreviousData,
  });
