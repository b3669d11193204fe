import { useMutation } from '@tanstack/react-query';
import { ENCRYPTION_HEADER, encryptPayload, type PasswordChangeRequest } from '@platform/contract';
import { request } from '../../../shared/lib/api-client.ts';

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
  const sealed = await encryptPayload(publicKey, payload);
  await request('/wps/member/password', {
    method: 'POST',
    body: sealed.body,
    headers: { [ENCRYPTION_HEADER]: sealed.wrappedKey, Authorization: token },
  });
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
