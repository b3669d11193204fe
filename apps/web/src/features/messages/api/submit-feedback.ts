import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints, type Feedback, type FeedbackRequest } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback.ts';

/** `PUT /wps/feedback`: a question or complaint for the operator, answered with the stored row. */
export const submitFeedback = (input: FeedbackRequest): Promise<Feedback> =>
  call(messageEndpoints.submitFeedback, { body: input });

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
};
