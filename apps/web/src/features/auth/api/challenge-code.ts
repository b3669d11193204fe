import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ChallengeCodeRequest, type CodeSent } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/challenge/code`: the SMS or email code of a pending login check. */
export const sendChallengeCode = (input: ChallengeCodeRequest): Promise<CodeSent> =>
  call(authEndpoints.challengeCode, { body: input });

export const useSendChallengeCode = () => useMutation({ mutationFn: sendChallengeCode });
