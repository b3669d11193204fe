import { useMutation } from '@tanstack/react-query';
import type { CodeSent } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/verification/email/bind`: a code to the address the member is binding. */
export const sendEmailBindCode = (input: { email: string }): Promise<CodeSent> =>
  api.post<CodeSent>('/wps/verification/email/bind', input);

export const useSendEmailBindCode = () => useMutation({ mutationFn: sendEmailBindCode });
