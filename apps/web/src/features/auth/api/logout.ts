import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-client.ts';

export const logout = (): Promise<unknown> => api.delete('/wps/session/logout');

export const useLogout = () => useMutation({ mutationFn: logout });
