import { useMutation } from '@tanstack/react-query';
import { staffLoginStepSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/totp/reenrol`: my password again; answers a new enrolment to confirm. */
export const startReenrol = (input: { password: string }) =>
  api.post('/auth/totp/reenrol', input, staffLoginStepSchema);

export const useStartReenrol = () => useMutation({ mutationFn: startReenrol });
