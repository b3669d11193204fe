import { useMutation } from '@tanstack/react-query';
import { staffSessionSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/totp`: the code for a challenge; opens a session (and finishes an enrolment). */
export const verifyTotp = (input: { challenge: string; code: string }) =>
  api.post('/auth/totp', input, staffSessionSchema);

export const useVerifyTotp = () => useMutation({ mutationFn: verifyTotp });
