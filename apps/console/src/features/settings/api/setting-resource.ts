import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The two calls of one setting, each of its contract endpoint (`settingsEndpoints.site`, ...). */
export interface SettingCalls<T> {
  getSetting: () => Promise<T>;
  putSetting: (value: T) => Promise<null>;
}

/**
 * One setting: the get answers the whole object, the put replaces it. Every setting page is this
 * pair with its own contract endpoints.
 */
export const createSettingResource = <T>(name: string, { getSetting, putSetting }: SettingCalls<T>) => {
  const queryKey = ['settings', name] as const;
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
