import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface ChangePasswordInput {
  publicKey: string;
  /**
   * The restricted session of a login whose password must change. It is never stored: closing the
   * modal leaves the person logged out, and the new password logs in afresh.
   */
  token: string;
  payload: PasswordChangeRequest;
}

/** `POST /wps/member/password`, encrypted, with the given session; every session ends afterwards. */
export const changePassword = async ({ publicKey, token, payload }: ChangePasswordInput): Promise<void> => {
  await sendEncrypted('POST', '/wps/member/password', {
    publicKey,
    payload,
    headers: { Authorization: token },
  });
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
