import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type PasswordChangeRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface ChangePasswordInput {
  publicKey: string;
  payload: PasswordChangeRequest;
}

/** `POST /wps/member/password`, encrypted: every session of the member ends, this one too. */
export const changePassword = ({ publicKey, payload }: ChangePasswordInput): Promise<null> =>
  sendEncrypted(authEndpoints.changePassword, { publicKey }, { body: payload });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
