import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginRequest, type LoginResult } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface LoginInput {
  publicKey: string;
  payload: LoginRequest;
}

/** `POST /wps/session/login`, encrypted. */
export const login = ({ publicKey, payload }: LoginInput): Promise<LoginResult> =>
  sendEncrypted(authEndpoints.login, { publicKey }, { body: payload });

export const useLogin = () => useMutation({ mutationFn: login });
