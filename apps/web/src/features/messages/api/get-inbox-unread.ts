import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { onInboxChange } from '../../../shared/lib/notification-socket.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

/** `GET /wps/relay/inbox/unread`: how many of the member's messages are unread. */
export const getInboxUnread = () => call(messageEndpoints.inboxUnread);

export const inboxUnreadQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...INBOX_QUERY_KEY, 'unread', token], queryFn: getInboxUnread });

/**
 * The unread count for the member centre's badge. A message pushed over the session's socket
 * refreshes the count, the inbox and the feedback list at once.
 */
export const useInboxUnread = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';

  useEffect(
    () =>
      onInboxChange(() => {
        void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
        // A new message may be the reply to the member's feedback.
        void queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY });
        // The member info carries the unread count too.
        void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      }),
    [queryClient],
  );

  return useQuery({ ...inboxUnreadQueryOptions(token), enabled: token !== '' });
};
