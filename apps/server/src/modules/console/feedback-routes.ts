import {
  contentIdParamsSchema,
  feedbackAdminPageSchema,
  feedbackAdminQuerySchema,
  feedbackAdminSchema,
  feedbackReplySchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { FeedbackService } from '../messages/service.ts';
import { actorOf } from './guard.ts';
import type { Requires } from './routes.ts';

const PREFIX = '/console-api/feedback';
const tags = ['console feedback'];

/** The feedback inbox, for `feedback.read` / `feedback.write`: replies reach the member's inbox. */
export const registerFeedbackAdminRoutes = (
  app: App,
  requires: Requires,
  { feedback }: { feedback: FeedbackService },
) => {
  app.get(
    PREFIX,
    {
      onRequest: requires('GET', '/feedback', 'feedback.read'),
      schema: {
        tags,
        summary: 'Feedback and complaints: open ones first, oldest first, unless a status is asked',
        querystring: feedbackAdminQuerySchema,
        response: replies(feedbackAdminPageSchema),
      },
    },
    async (request) => ok(await feedback.search(request.query)),
  );

  app.post(
    `${PREFIX}/:id/reply`,
    {
      onRequest: requires('POST', '/feedback/:id/reply', 'feedback.write'),
      schema: {
        tags,
        summary:
          'Reply once; the reply lands in the member’s inbox (and is pushed live). 409 conflict when already replied',
        params: contentIdParamsSchema,
        body: feedbackReplySchema,
        response: replies(feedbackAdminSchema),
      },
    },
    async (request) => ok(await feedback.reply(actorOf(request), request.params.id, request.body.reply)),
  );
};
