import { endpoint } from '../endpoint.ts';
import { INBOX_EVENT } from '../socket-events.ts';
import {
  FEEDBACK_OPEN_PER_DAY,
  feedbackPageSchema,
  feedbackQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxReadSchema,
  inboxUnreadSchema,
} from './schemas.ts';

const tags = ['messages'];

/** Feedback and the inbox: real members only (trial accounts have neither). */
export const messageEndpoints = {
  submitFeedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    tags,
    summary:
      'Send feedback or a complaint: content within the configured word limits (422 under `content`), ' +
      `at most ${FEEDBACK_OPEN_PER_DAY} unanswered a day (429)`,
    access: 'member',
    body: feedbackRequestSchema,
    response: feedbackSchema,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/wps/feedback',
    tags,
    summary: 'The member’s own feedback with the replies, newest first',
    access: 'member',
    query: feedbackQuerySchema,
    response: feedbackPageSchema,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/wps/relay/inbox',
    tags,
    summary: 'The member’s inbox (messageV2), newest first',
    description: `New messages are also pushed over socket.io (event \`${INBOX_EVENT}\`).`,
    access: 'member',
    query: inboxQuerySchema,
    response: inboxPageSchema,
  }),
  inboxUnread: endpoint({
    method: 'GET',
    path: '/wps/relay/inbox/unread',
    tags,
    summary: 'How many inbox messages are unread',
    access: 'member',
    response: inboxUnreadSchema,
  }),
  readInbox: endpoint({
    method: 'POST',
    path: '/wps/relay/inbox/read',
    tags,
    summary: 'Mark the given messages of the member, or all, read; answers the unread count left',
    access: 'member',
    body: inboxReadSchema,
    response: inboxUnreadSchema,
  }),
};
