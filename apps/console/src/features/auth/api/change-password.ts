import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffPasswordChangeSchema } from '@platform/contract';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

export type PasswordChange = z.output<typeof staffPasswordChangeSchema>;

/** `POST /console-api/auth/password`: my own password; also clears an assigned one. */
export const changePassword = (input: PasswordChange) => api.post('/auth/password', input, emptySchema);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
