import { z } from 'zod';
import { multiline } from '../text.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, feedbackSchema } from '../messages/schemas.ts';
import { contentIdParamsSchema } from './content.ts';

/** `GET /console-api/feedback`: the feedback inbox, oldest open first unless a status is asked. */
export const feedbackAdminQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  questionType: z.enum(FEEDBACK_TYPES).optional(),
  account: z.string().trim().max(64).optional(),
  ...pageQuery,
});
export const feedbackAdminSchema = feedbackSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  repliedBy: z.string().nullable(),
});
export type FeedbackAdmin = z.infer<typeof feedbackAdminSchema>;
export const feedbackAdminPageSchema = pageOf(feedbackAdminSchema);
/** `POST /console-api/feedback/:id/reply`: the reply lands in the member's inbox. */
export const feedbackReplySchema = z.strictObject({ reply: multiline(z.string().trim().min(1).max(2000)) });

const tags = ['console feedback'];

/** The feedback inbox, for `feedback.read` / `feedback.write`: replies reach the member's inbox. */
export const feedbackAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/feedback',
    tags,
    summary: 'Feedback and complaints: open ones first, oldest first, unless a status is asked',
    access: { staff: 'feedback.read' },
    query: feedbackAdminQuerySchema,
    response: feedbackAdminPageSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/console-api/feedback/:id/reply',
    tags,
    summary:
      'Reply once; the reply lands in the member’s inbox (and is pushed live). 409 conflict when already replied',
    access: { staff: 'feedback.write' },
    params: contentIdParamsSchema,
    body: feedbackReplySchema,
    response: feedbackAdminSchema,
  }),
};
