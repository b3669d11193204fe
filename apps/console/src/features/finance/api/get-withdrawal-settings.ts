import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalSettingsSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/withdrawal-settings`: the limits every withdrawal request respects. */
export const getWithdrawalSettings = () => api.get('/withdrawal-settings', withdrawalSettingsSchema);

export const withdrawalSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['finance', 'withdrawal-settings'], queryFn: getWithdrawalSettings });

export const useWithdrawalSettings = () => useQuery(withdrawalSettingsQueryOptions());
