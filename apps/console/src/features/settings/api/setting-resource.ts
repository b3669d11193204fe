import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

/**
 * One setting: `GET /console-api/settings/<path>` answers the whole object, `PUT` replaces it.
 * Every setting page is this pair with its own contract schema.
 */
export const createSettingResource = <T>(path: string, schema: z.ZodType<T>) => {
  const queryKey = ['settings', path] as const;
  const getSetting = () => api.get(`/settings/${path}`, schema);
  const putSetting = (value: T) => api.put(`/settings/${path}`, value, emptySchema);
  const settingQueryOptions = () => queryOptions({ queryKey, queryFn: getSetting });
  return {
    useSetting: () => useQuery(settingQueryOptions()),
    useUpdateSetting: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: putSetting,
        onSuccess: () => queryClient.invalidateQueries({ queryKey }),
      });
    },
  };
};
