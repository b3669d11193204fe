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
  /**
   * Public, but a session (member or trial) changes which popups and announcements show: the
   * account type of the caller, null for a visitor or a stale token.
   */
  const memberTypeOf = async (request: FastifyRequest) => {
    const token = readToken(request);
    const principal = token === null ? null : await authenticate(token);
    return principal?.memberType ?? null;
  };

  route(noticeEndpoints.notices, async ({ query, request, reply }) => {
    const language = languageOf(request, query);
    const dependsOnCaller = query.types.includes('PU') || query.types.includes('PR');
    const memberType = dependsOnCaller ? await memberTypeOf(request) : null;
    void revalidate(reply);
    return notices.getNotices(query.types, { language, memberType });
  });

  route(noticeEndpoints.announcements, async ({ query, request, reply }) => {
    const memberType = await memberTypeOf(request);
    void revalidate(reply);
    return notices.listAnnouncements(query, { language: languageOf(request, query), memberType });
  });
};
