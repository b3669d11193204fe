import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type PasswordChangeRequest } from '@platform/contract';
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
  await sendEncrypted(
    authEndpoints.changePassword,
    { publicKey, headers: { Authorization: token } },
    { body: payload },
  );
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
