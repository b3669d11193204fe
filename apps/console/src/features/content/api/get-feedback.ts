import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type FeedbackParams = ListQuery;

export const FEEDBACK_KEY = ['content', 'feedback'] as const;

/** `GET /console-api/feedback`: one page of the feedback inbox, oldest open first unless a status is asked. */
export const getFeedback = (params: FeedbackParams) =>
  call(feedbackAdminEndpoints.list, { query: listQuery<typeof feedbackAdminEndpoints.list>(params) });

export const feedbackQueryOptions = (params: FeedbackParams) =>
  queryOptions({ queryKey: [...FEEDBACK_KEY, params], queryFn: () => getFeedback(params) });

/** The previous page stays on screen while the next one loads. */
export const useFeedback = (params: FeedbackParams) =>
  useQuery({ ...feedbackQueryOptions(params), placeholderData: keepPreviousData });
