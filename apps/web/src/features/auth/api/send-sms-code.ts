import { useMutation } from '@tanstack/react-query';
import {
  authEndpoints,
  type CodeSent,
  type SmsCodeRequest,
  type SmsRegisterCodeRequest,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/sms/noLogin`: a code for the SMS login or the phone password reset. */
export const sendNoLoginCode = (input: SmsCodeRequest): Promise<CodeSent> =>
  call(authEndpoints.noLoginCode, { body: input });

/** `POST /wps/verification/sms/register`: a code for the mobile registration (the number is `mobileNo`). */
export const sendRegisterCode = (input: SmsRegisterCodeRequest): Promise<CodeSent> =>
  call(authEndpoints.registerCode, { body: input });

export const useSendNoLoginCode = () => useMutation({ mutationFn: sendNoLoginCode });

export const useSendRegisterCode = () => useMutation({ mutationFn: sendRegisterCode });
