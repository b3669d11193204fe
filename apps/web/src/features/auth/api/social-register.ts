import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginResult, type SocialRegisterRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/social/register`: a new account for the identity, linked and logged in. */
export const registerSocialAccount = (payload: SocialRegisterRequest): Promise<LoginResult> =>
  call(authEndpoints.socialRegister, { body: payload });

export const useRegisterSocialAccount = () => useMutation({ mutationFn: registerSocialAccount });
