import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginResult, type RegisterRequest } from '@platform/contract';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

interface RegisterInput {
  publicKey: string;
  payload: RegisterRequest;
}

/**
 * The session a registration answers: the web registers with `login` (the default), so the
 * gateway's `null` (a registration without login) never comes.
 */
export const registeredSession = (result: LoginResult | null): LoginResult => {
  if (result === null) throw new Error('the registration answered no session');
  return result;
};

/** `PUT /wps/member/register`, encrypted; with `login: true` it answers a session like a login. */
export const register = async ({ publicKey, payload }: RegisterInput): Promise<LoginResult> =>
  registeredSession(await sendEncrypted(authEndpoints.register, { publicKey }, { body: payload }));

export const useRegister = () => useMutation({ mutationFn: register });
