import { messageEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { FeedbackService, InboxService } from './service.ts';

/** Trial accounts have no inbox and cannot send feedback (spec: trial does not fetch unread messages). */
export const registerMessageRoutes = (
  route: Router,
  deps: {
    inbox: InboxService;
    feedback: FeedbackService;
    /** Per-IP limit of feedback submissions. */
    feedbackLimit: { max: number; timeWindow: number };
  },
) => {
  const { inbox, feedback } = deps;
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(
    messageEndpoints.submitFeedback,
    ({ body, request }) => feedback.submit(memberOf(request), body, request.language),
    { rateLimit: deps.feedbackLimit },
  );
  route(messageEndpoints.feedback, ({ query, request }) => feedback.listOwn(memberOf(request), query));
  route(messageEndpoints.inbox, ({ query, request }) => inbox.list(memberOf(request), query));
  route(messageEndpoints.inboxUnread, async ({ request }) => ({
    count: await inbox.unreadCount(memberOf(request)),
  }));
  route(messageEndpoints.readInbox, ({ body, request }) => inbox.markRead(memberOf(request), body));
};
