import { useMutation } from '@tanstack/react-query';
import type { ForgotByEmailRequest, ResetByPhoneRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

/** `POST /wps/member/password/email`: a reset link to the account's email, if the pair matches. */
export const requestResetEmail = (input: ForgotByEmailRequest): Promise<unknown> =>
  api.post('/wps/member/password/email', input);

interface ResetByPhoneInput {
  publicKey: string;
  payload: ResetByPhoneRequest;
}

/** `POST /wps/member/password/verification`, encrypted: a new password with the SMS code. */
export const resetPasswordByPhone = ({ publicKey, payload }: ResetByPhoneInput): Promise<unknown> =>
  sendEncrypted('POST', '/wps/member/password/verification', { publicKey, payload });

export const useRequestResetEmail = () => useMutation({ mutationFn: requestResetEmail });

export const useResetPasswordByPhone = () => useMutation({ mutationFn: resetPasswordByPhone });
