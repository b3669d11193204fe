import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { FEEDBACK_KEY } from './get-feedback.ts';

export interface FeedbackReply {
  id: number;
  reply: string;
}

/** `POST /console-api/feedback/:id/reply`: the reply lands in the member's inbox; answers the replied row. */
export const replyFeedback = ({ id, reply }: FeedbackReply) =>
  call(feedbackAdminEndpoints.reply, { params: { id }, body: { reply } });

/** The inbox is refreshed either way: after a reply, and after a refusal because someone replied first. */
export const useReplyFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
};
