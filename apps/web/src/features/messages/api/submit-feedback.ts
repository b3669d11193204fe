import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackRequest } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback.ts';

/** `PUT /wps/feedback`: a question or complaint for the operator, answered with the stored row. */
export const submitFeedback = (input: FeedbackRequest): Promise<Feedback> =>
  api.put<Feedback>('/wps/feedback', input);

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
};
