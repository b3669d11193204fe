import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export const logout = (): Promise<unknown> => call(authEndpoints.logout);

export const useLogout = () => useMutation({ mutationFn: logout });
