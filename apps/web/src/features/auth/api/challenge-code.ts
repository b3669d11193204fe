import { useMutation } from '@tanstack/react-query';
import { codeSentSchema, type ChallengeCodeRequest, type CodeSent } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/challenge/code`: the SMS or email code of a pending login check. */
export const sendChallengeCode = (input: ChallengeCodeRequest): Promise<CodeSent> =>
  api.post('/wps/session/login/challenge/code', input, codeSentSchema);

export const useSendChallengeCode = () => useMutation({ mutationFn: sendChallengeCode });
