import { useMutation } from '@tanstack/react-query';
import { codeSentSchema, type CodeSent } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/email/bind`: a code to the address the member is binding. */
export const sendEmailBindCode = (input: { email: string }): Promise<CodeSent> =>
  api.post('/wps/verification/email/bind', input, codeSentSchema);

export const useSendEmailBindCode = () => useMutation({ mutationFn: sendEmailBindCode });
