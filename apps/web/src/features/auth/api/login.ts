import { useMutation } from '@tanstack/react-query';
import { loginResultSchema, type LoginRequest, type LoginResult } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

interface LoginInput {
  publicKey: string;
  payload: LoginRequest;
}

/** `POST /wps/session/login`, encrypted. */
export const login = ({ publicKey, payload }: LoginInput): Promise<LoginResult> =>
  api.sendEncrypted('POST', '/wps/session/login', { publicKey, payload, schema: loginResultSchema });

export const useLogin = () => useMutation({ mutationFn: login });
