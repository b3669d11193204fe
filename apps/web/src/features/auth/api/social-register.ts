import { useMutation } from '@tanstack/react-query';
import type { LoginResult, SocialRegisterRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/social/register`: a new account for the identity, linked and logged in. */
export const registerSocialAccount = (payload: SocialRegisterRequest): Promise<LoginResult> =>
  api.post<LoginResult>('/wps/session/login/social/register', payload);

export const useRegisterSocialAccount = () => useMutation({ mutationFn: registerSocialAccount });
