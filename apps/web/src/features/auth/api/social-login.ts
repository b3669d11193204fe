import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginResult } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/**
 * `POST /wps/session/login/social`: logs in the member linked to the ticket's identity. When none
 * is, it fails with `social_account_not_linked` and the identity in the error's value.
 */
export const loginWithSocialTicket = (ticket: string): Promise<LoginResult> =>
  call(authEndpoints.socialLogin, { body: { ticket } });

export const useLoginWithSocialTicket = () => useMutation({ mutationFn: loginWithSocialTicket });
