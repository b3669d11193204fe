import {
  announcementPageSchema,
  announcementsQuerySchema,
  noticesQuerySchema,
  noticesSchema,
  type Language,
} from '@platform/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { readToken, type Authenticate } from '../../platform/auth/guard.ts';
import type { NoticesService } from './service.ts';

const tags = ['notices'];

/** The language of a call: its `language` parameter, else the `Language` header's. */
const languageOf = (request: { language: Language; query: { language?: Language | undefined } }) =>
  request.query.language ?? request.language;

/**
 * Answers depend on the caller's session and change whenever the operator edits them: the browser
 * asks again each time (the server keeps them in memory for a few seconds).
 */
const revalidate = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').header('vary', 'authorization, language');

export const registerNoticeRoutes = (
  app: App,
  { notices, authenticate }: { notices: NoticesService; authenticate: Authenticate },
) => {
  /** Public, but a session (member or trial) changes which popups show; a stale token is a visitor. */
  const isLoggedIn = async (request: FastifyRequest) => {
    const token = readToken(request);
    return token !== null && (await authenticate(token)) !== null;
  };

  app.get(
    '/wps/relay/notices',
    {
      schema: {
        tags,
        summary: 'Banners (B), player notices (PL), public popups (PU), promotions (PR), hot matches (H)',
        description:
          'Public. Only the asked types are present. Popups are audience B without a session, A and F ' +
          '(first login) with one. Items outside their schedule never show.',
        querystring: noticesQuerySchema,
        response: replies(noticesSchema),
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const loggedIn = request.query.types.includes('PU') && (await isLoggedIn(request));
      void revalidate(reply);
      return ok(await notices.getNotices(request.query.types, { language, loggedIn }));
    },
  );

  app.get(
    '/wps/relay/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, 9 a page by default: pinned first, then newest',
        querystring: announcementsQuerySchema,
        response: replies(announcementPageSchema),
      },
    },
    async (request, reply) => {
      void revalidate(reply);
      return ok(await notices.listAnnouncements(request.query, languageOf(request)));
    },
  );
};
