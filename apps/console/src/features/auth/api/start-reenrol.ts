import { useMutation } from '@tanstack/react-query';
import { staffAuthEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/totp/reenrol`: my password again; answers a new enrolment to confirm. */
export const startReenrol = (input: { password: string }) =>
  call(staffAuthEndpoints.startReenrol, { body: input });

export const useStartReenrol = () => useMutation({ mutationFn: startReenrol });
