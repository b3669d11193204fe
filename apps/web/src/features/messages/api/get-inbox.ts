import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messageEndpoints, type InboxPage } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** The inbox pages and the unread count of every token: what a new or read message invalidates. */
export const INBOX_QUERY_KEY = ['member', 'inbox'] as const;
export const INBOX_PAGE_SIZE = 10;

/** `GET /wps/relay/inbox`: the member's messages, newest first. */
export const getInbox = (pageNum: number): Promise<InboxPage> =>
  call(messageEndpoints.inbox, { query: { pageNum, pageSize: INBOX_PAGE_SIZE } });

export const inboxQueryOptions = (token: string, pageNum: number) =>
  queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'page', token, pageNum],
    queryFn: () => getInbox(pageNum),
  });

export const useInbox = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...inboxQueryOptions(token, pageNum),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
