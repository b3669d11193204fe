import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const { get, put, remove } = settingsEndpoints.defaultPassword;
const queryKey = ['settings', 'default-password'] as const;

/** `/console-api/settings/default-password`: whether the six-digit default password is set, and since when. */
export const useDefaultPassword = () => useQuery({ queryKey, queryFn: () => call(get) });

/** Sets the default password (a string) or clears it (null); the answer is the new state. */
export const useChangeDefaultPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) =>
      password === null ? call(remove) : call(put, { body: { password } }),
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
  });
};
