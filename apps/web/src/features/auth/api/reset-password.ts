import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ResetPasswordRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface ResetPasswordInput {
  publicKey: string;
  payload: ResetPasswordRequest;
}

/** `POST /wps/member/password/reset`, encrypted: the emailed link's token and the new password. */
export const resetPassword = ({ publicKey, payload }: ResetPasswordInput): Promise<unknown> =>
  sendEncrypted(authEndpoints.resetByLink, { publicKey }, { body: payload });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
