import { useMutation } from '@tanstack/react-query';
import type { CodeSent, SmsCodeRequest, SmsRegisterCodeRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/sms/noLogin`: a code for the SMS login or the phone password reset. */
export const sendNoLoginCode = (input: SmsCodeRequest): Promise<CodeSent> =>
  api.post<CodeSent>('/wps/verification/sms/noLogin', input);

/** `POST /wps/verification/sms/register`: a code for the mobile registration (the number is `mobileNo`). */
export const sendRegisterCode = (input: SmsRegisterCodeRequest): Promise<CodeSent> =>
  api.post<CodeSent>('/wps/verification/sms/register', input);

export const useSendNoLoginCode = () => useMutation({ mutationFn: sendNoLoginCode });

export const useSendRegisterCode = () => useMutation({ mutationFn: sendRegisterCode });
