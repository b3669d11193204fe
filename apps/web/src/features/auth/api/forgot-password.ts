import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ForgotByEmailRequest, type ResetByPhoneRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { sendEncrypted } from '../../../shared/lib/send-encrypted.ts';

/** `POST /wps/member/password/email`: a reset link to the account's email, if the pair matches. */
export const requestResetEmail = (input: ForgotByEmailRequest): Promise<unknown> =>
  call(authEndpoints.forgotByEmail, { body: input });

interface ResetByPhoneInput {
  publicKey: string;
  payload: ResetByPhoneRequest;
}

/** `POST /wps/member/password/verification`, encrypted: a new password with the SMS code. */
export const resetPasswordByPhone = ({ publicKey, payload }: ResetByPhoneInput): Promise<unknown> =>
  sendEncrypted(authEndpoints.resetByPhone, { publicKey }, { body: payload });

export const useRequestResetEmail = () => useMutation({ mutationFn: requestResetEmail });

export const useResetPasswordByPhone = () => useMutation({ mutationFn: resetPasswordByPhone });
