import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type CodeSent } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/email/bind`: a code to the address the member is binding. */
export const sendEmailBindCode = (input: { email: string }): Promise<CodeSent> =>
  call(memberEndpoints.emailBindCode, { body: input });

export const useSendEmailBindCode = () => useMutation({ mutationFn: sendEmailBindCode });
