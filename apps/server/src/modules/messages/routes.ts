import {
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxReadSchema,
  inboxUnreadSchema,
  INBOX_EVENT,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import { FEEDBACK_OPEN_PER_DAY, type FeedbackService, type InboxService } from './service.ts';

const tags = ['messages'];

export const registerMessageRoutes = (
  app: App,
  deps: {
    inbox: InboxService;
    feedback: FeedbackService;
    guard: ReturnType<typeof createAuthGuard>;
    /** Per-IP limit of feedback submissions. */
    feedbackLimit: { max: number; timeWindow: number };
  },
) => {
  const { inbox, feedback, guard } = deps;
  // Trial accounts have no inbox and cannot send feedback (spec: trial does not fetch unread messages).
  const member = { onRequest: guard.requireRealMember };

  app.put(
    '/wps/feedback',
    {
      ...member,
      config: { rateLimit: deps.feedbackLimit },
      schema: {
        tags,
        summary:
          'Send feedback or a complaint: content within the configured word limits (422 under `content`), ' +
          `at most ${FEEDBACK_OPEN_PER_DAY} unanswered a day (429)`,
        body: feedbackRequestSchema,
        response: replies(feedbackSchema),
      },
    },
    async (request) =>
      ok(await feedback.submit(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/feedback',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s own feedback with the replies, newest first',
        querystring: feedbackQuerySchema,
        response: replies(feedbackPageSchema),
      },
    },
    async (request) => ok(await feedback.listOwn(principalOf(request).memberId, request.query)),
  );

  app.get(
    '/wps/relay/inbox',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s inbox (messageV2), newest first',
        description: `New messages are also pushed over socket.io (event \`${INBOX_EVENT}\`).`,
        querystring: inboxQuerySchema,
        response: replies(inboxPageSchema),
      },
    },
    async (request) => ok(await inbox.list(principalOf(request).memberId, request.query)),
  );

  app.get(
    '/wps/relay/inbox/unread',
    {
      ...member,
      schema: { tags, summary: 'How many inbox messages are unread', response: replies(inboxUnreadSchema) },
    },
    async (request) => ok({ count: await inbox.unreadCount(principalOf(request).memberId) }),
  );

  app.post(
    '/wps/relay/inbox/read',
    {
      ...member,
      schema: {
        tags,
        summary: 'Mark the given messages of the member, or all, read; answers the unread count left',
        body: inboxReadSchema,
        response: replies(inboxUnreadSchema),
      },
    },
    async (request) => ok(await inbox.markRead(principalOf(request).memberId, request.body)),
  );
};
