import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/deposit-channels`: every channel, enabled or not, in the members' order. */
export const getDepositChannels = () => call(financeEndpoints.depositChannels);

export const depositChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['finance', 'deposit-channels'], queryFn: getDepositChannels });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());
