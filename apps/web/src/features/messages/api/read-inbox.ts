import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints, type InboxRead } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

/** `POST /wps/relay/inbox/read`: marks the given messages, or all of them, read; answers the unread count left. */
export const readInbox = (input: InboxRead) => call(messageEndpoints.readInbox, { body: input });

export const useReadInbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readInbox,
    onSuccess: () =>
      Promise.all([
        // The pages show each message's read state; the badge shows the count.
        queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
      ]),
  });
};
