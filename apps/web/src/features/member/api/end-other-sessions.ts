import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** `DELETE /wps/member/sessions`: logs out every device but this one. */
export const endOtherSessions = (): Promise<null> => call(memberEndpoints.endOtherSessions);

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(token).queryKey }),
  });
};
