import { useMutation } from '@tanstack/react-query';
import type { ChallengeCodeRequest, CodeSent } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/challenge/code`: the SMS or email code of a pending login check. */
export const sendChallengeCode = (input: ChallengeCodeRequest): Promise<CodeSent> =>
  api.post<CodeSent>('/wps/session/login/challenge/code', input);

export const useSendChallengeCode = () => useMutation({ mutationFn: sendChallengeCode });
