import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface RegisterInput {
  publicKey: string;
  payload: RegisterRequest;
}

/** `PUT /wps/member/register`, encrypted; with `login: true` it answers a session like a login. */
export const register = ({ publicKey, payload }: RegisterInput): Promise<LoginResult> =>
  sendEncrypted<LoginResult>('PUT', '/wps/member/register', { publicKey, payload });

export const useRegister = () => useMutation({ mutationFn: register });
