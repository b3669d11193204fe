import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { depositChannelAdminSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

const depositChannelListSchema = z.array(depositChannelAdminSchema);

/** `GET /console-api/deposit-channels`: every channel, enabled or not, in the members' order. */
export const getDepositChannels = () => api.get('/deposit-channels', depositChannelListSchema);

export const depositChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['finance', 'deposit-channels'], queryFn: getDepositChannels });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());
