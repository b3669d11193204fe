import { feedbackAdminEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { FeedbackService } from '../messages/service.ts';
import { actorOf } from './guard.ts';

/** The feedback inbox, for `feedback.read` / `feedback.write`: replies reach the member's inbox. */
export const registerFeedbackAdminRoutes = (route: Router, { feedback }: { feedback: FeedbackService }) => {
  route(feedbackAdminEndpoints.list, ({ query }) => feedback.search(query));
  route(feedbackAdminEndpoints.reply, ({ params, body, request }) =>
    feedback.reply(actorOf(request), params.id, body.reply),
  );
};
