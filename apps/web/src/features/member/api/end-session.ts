import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** `DELETE /wps/member/sessions/:id`: logs out one of the member's other devices. */
export const endSession = (id: string): Promise<null> => call(memberEndpoints.endSession, { params: { id } });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(token).queryKey }),
  });
};
