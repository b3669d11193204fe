import { useMutation } from '@tanstack/react-query';
import { codeSentSchema, type CodeSent, type SmsCodeRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/sms/bind`: a code to the number the member is binding. */
export const sendMobileBindCode = (input: SmsCodeRequest): Promise<CodeSent> =>
  api.post('/wps/verification/sms/bind', input, codeSentSchema);

export const useSendMobileBindCode = () => useMutation({ mutationFn: sendMobileBindCode });
