import { useMutation } from '@tanstack/react-query';
import { staffAuthEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/totp`: the code for a challenge; opens a session (and finishes an enrolment). */
export const verifyTotp = (input: { challenge: string; code: string }) =>
  call(staffAuthEndpoints.verifyTotp, { body: input });

export const useVerifyTotp = () => useMutation({ mutationFn: verifyTotp });
