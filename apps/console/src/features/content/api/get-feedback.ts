import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackAdminPageSchema } from '@platform/contract';
import { api, toSearch } from '../../../shared/lib/api-client.ts';

export type FeedbackParams = Record<string, string | number | undefined>;

export const FEEDBACK_KEY = ['content', 'feedback'] as const;

/** `GET /console-api/feedback`: one page of the feedback inbox, oldest open first unless a status is asked. */
export const getFeedback = (params: FeedbackParams) =>
  api.get(`/feedback${toSearch(params)}`, feedbackAdminPageSchema);

export const feedbackQueryOptions = (params: FeedbackParams) =>
  queryOptions({ queryKey: [...FEEDBACK_KEY, params], queryFn: () => getFeedback(params) });

/** The previous page stays on screen while the next one loads. */
export const useFeedback = (params: FeedbackParams) =>
  useQuery({ ...feedbackQueryOptions(params), placeholderData: keepPreviousData });
