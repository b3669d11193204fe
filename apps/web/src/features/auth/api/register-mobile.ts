import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginResult, type RegisterMobileRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';
import { registeredSession } from './register.ts';

interface RegisterMobileInput {
  publicKey: string;
  payload: RegisterMobileRequest;
}

/** `PUT /wps/member/register/mobile` (method `registerMobile`), encrypted; answers the new session. */
export const registerMobile = async ({ publicKey, payload }: RegisterMobileInput): Promise<LoginResult> =>
  registeredSession(await sendEncrypted(authEndpoints.registerByMobile, { publicKey }, { body: payload }));

export const useRegisterMobile = () => useMutation({ mutationFn: registerMobile });
