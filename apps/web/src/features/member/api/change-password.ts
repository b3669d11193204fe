import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PasswordChangeRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

interface ChangePasswordInput {
  publicKey: string;
  payload: PasswordChangeRequest;
}

/** `POST /wps/member/password`, encrypted: every session of the member ends, this one too. */
export const changePassword = ({ publicKey, payload }: ChangePasswordInput): Promise<null> =>
  api.sendEncrypted('POST', '/wps/member/password', { publicKey, payload, schema: z.null() });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
