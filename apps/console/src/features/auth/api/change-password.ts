import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffAuthEndpoints, type staffPasswordChangeSchema } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export type PasswordChange = z.output<typeof staffPasswordChangeSchema>;

/** `POST /console-api/auth/password`: my own password; also clears an assigned one. */
export const changePassword = (input: PasswordChange) =>
  call(staffAuthEndpoints.changePassword, { body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
