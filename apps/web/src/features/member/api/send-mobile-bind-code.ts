import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type CodeSent, type SmsCodeRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/sms/bind`: a code to the number the member is binding. */
export const sendMobileBindCode = (input: SmsCodeRequest): Promise<CodeSent> =>
  call(memberEndpoints.mobileBindCode, { body: input });

export const useSendMobileBindCode = () => useMutation({ mutationFn: sendMobileBindCode });
