import { useMutation } from '@tanstack/react-query';
import type { CodeSent, SmsCodeRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/sms/bind`: a code to the number the member is binding. */
export const sendMobileBindCode = (input: SmsCodeRequest): Promise<CodeSent> =>
  api.post<CodeSent>('/wps/verification/sms/bind', input);

export const useSendMobileBindCode = () => useMutation({ mutationFn: sendMobileBindCode });
