import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/withdrawal-settings`: the limits every withdrawal request respects. */
export const getWithdrawalSettings = () => call(financeEndpoints.withdrawalSettings);

export const withdrawalSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['finance', 'withdrawal-settings'], queryFn: getWithdrawalSettings });

export const useWithdrawalSettings = () => useQuery(withdrawalSettingsQueryOptions());
