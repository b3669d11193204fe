import { useMutation } from '@tanstack/react-query';
import { loginResultSchema, type LoginResult, type RegisterMobileRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

interface RegisterMobileInput {
  publicKey: string;
  payload: RegisterMobileRequest;
}

/** `PUT /wps/member/register/mobile` (method `registerMobile`), encrypted; answers the new session. */
export const registerMobile = ({ publicKey, payload }: RegisterMobileInput): Promise<LoginResult> =>
  api.sendEncrypted('PUT', '/wps/member/register/mobile', { publicKey, payload, schema: loginResultSchema });

export const useRegisterMobile = () => useMutation({ mutationFn: registerMobile });
