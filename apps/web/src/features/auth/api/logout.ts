import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../shared/lib/api-client.ts';

export const logout = (): Promise<unknown> => api.delete('/wps/session/logout', z.unknown());

export const useLogout = () => useMutation({ mutationFn: logout });
