import { noticeEndpoints, type Language } from '@platform/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { readToken, type Authenticate } from '../../platform/auth/guard.ts';
import type { NoticesService } from './service.ts';

/** The language of a call: its `language` parameter, else the `Language` header's. */
const languageOf = (request: FastifyRequest, query: { language?: Language | undefined }) =>
  query.language ?? request.language;

/**
 * Answers depend on the caller's session and change whenever the operator edits them: the browser
 * asks again each time (the server keeps them in memory for a few seconds).
 */
const revalidate = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').header('vary', 'authorization, language');

export const registerNoticeRoutes = (
  route: Router,
  { notices, authenticate }: { notices: NoticesService; authenticate: Authenticate },
) => {
  /** Public, but a session (member or trial) changes which popups show; a stale token is a visitor. */
  const isLoggedIn = async (request: FastifyRequest) => {
    const token = readToken(request);
    return token !== null && (await authenticate(token)) !== null;
  };

  route(noticeEndpoints.notices, async ({ query, request, reply }) => {
    const language = languageOf(request, query);
    const loggedIn = query.types.includes('PU') && (await isLoggedIn(request));
    void revalidate(reply);
    return notices.getNotices(query.types, { language, loggedIn });
  });

  route(noticeEndpoints.announcements, async ({ query, request, reply }) => {
    void revalidate(reply);
    return notices.listAnnouncements(query, languageOf(request, query));
  });
};
