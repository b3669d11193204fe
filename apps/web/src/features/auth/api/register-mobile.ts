import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterMobileRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface RegisterMobileInput {
  publicKey: string;
  payload: RegisterMobileRequest;
}

/** `PUT /wps/member/register/mobile` (method `registerMobile`), encrypted; answers the new session. */
export const registerMobile = ({ publicKey, payload }: RegisterMobileInput): Promise<LoginResult> =>
  sendEncrypted<LoginResult>('PUT', '/wps/member/register/mobile', { publicKey, payload });

export const useRegisterMobile = () => useMutation({ mutationFn: registerMobile });
