import { useMutation } from '@tanstack/react-query';
import { staffLoginStepSchema, type StaffLoginRequest, type StaffLoginStep } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/login`: the password step; the answer says whether to enrol or verify TOTP. */
export const login = (input: StaffLoginRequest): Promise<StaffLoginStep> =>
  api.post('/auth/login', input, staffLoginStepSchema);

export const useLogin = () => useMutation({ mutationFn: login });
