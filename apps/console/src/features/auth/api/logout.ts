import { useMutation } from '@tanstack/react-query';
import { staffAuthEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { endSession } from '../../../shared/lib/session.ts';

/** `DELETE /console-api/auth/logout`: ends this session on the gateway. */
export const logout = () => call(staffAuthEndpoints.logout);

/** Signs out; the tab forgets the session even when the gateway cannot be reached. */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => endSession('signedOut'),
  });
