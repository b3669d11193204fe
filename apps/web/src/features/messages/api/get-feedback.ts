import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messageEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every page of every token's submissions: what a new submission invalidates. */
export const FEEDBACK_QUERY_KEY = ['member', 'feedback'] as const;
export const FEEDBACK_PAGE_SIZE = 10;

/** `GET /wps/feedback`: the member's own submissions, newest first. */
export const getFeedback = (pageNum: number) =>
  call(messageEndpoints.feedback, { query: { pageNum, pageSize: FEEDBACK_PAGE_SIZE } });

export const feedbackQueryOptions = (token: string, pageNum: number) =>
  queryOptions({ queryKey: [...FEEDBACK_QUERY_KEY, token, pageNum], queryFn: () => getFeedback(pageNum) });

export const useFeedback = (pageNum: number) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...feedbackQueryOptions(token, pageNum),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};
