import { useMutation } from '@tanstack/react-query';
import { staffAuthEndpoints, type StaffLoginRequest, type StaffLoginStep } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /console-api/auth/login`: the password step; the answer says whether to enrol or verify TOTP. */
export const login = (input: StaffLoginRequest): Promise<StaffLoginStep> =>
  call(staffAuthEndpoints.login, { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
