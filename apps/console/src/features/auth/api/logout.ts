import { useMutation } from '@tanstack/react-query';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';
import { endSession } from '../../../shared/lib/session.ts';

/** `DELETE /console-api/auth/logout`: ends this session on the gateway. */
export const logout = () => api.delete('/auth/logout', emptySchema);

/** Signs out; the tab forgets the session even when the gateway cannot be reached. */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => endSession('signedOut'),
  });
