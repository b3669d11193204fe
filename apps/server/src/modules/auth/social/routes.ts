import { authEndpoints, requestOf } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import { deviceIdOf } from '../../../platform/http/request-context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { principalOf, type createAuthGuard } from '../../../platform/auth/guard.ts';
import type { RequestContext } from '../service.ts';
import { SESSION_KIND } from '../tables.ts';
import {
  OAUTH_STATE_MINUTES,
  SocialProviderError,
  type SocialCallbackOutcome,
  type SocialService,
} from './service.ts';

interface RouteLimit {
  max: number;
  timeWindow: number;
}

/** Per-IP limits: each route counts on its own. */
export interface SocialRateLimits {
  start: RouteLimit;
  callback: RouteLimit;
  /** Each of the ticket login, link and register calls. */
  login: RouteLimit;
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
  deviceId: deviceIdOf(request),
});

/**
 * The state also rides in a cookie of the browser that started, so a callback URL carried to
 * another browser (login CSRF, or a link to someone else's account) is refused.
 */
const STATE_COOKIE = 'oauth_state';

/** The provider callback's path: the cookie is scoped to it and the provider returns to it. */
const callbackPathOf = (provider: string) =>
  requestOf(authEndpoints.socialCallback, { params: { provider } }).path;

const stateCookie = (request: FastifyRequest, provider: string, value: string, maxAgeSeconds: number) =>
  [
    `${STATE_COOKIE}=${value}`,
    `Path=${callbackPathOf(provider)}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level navigation from another site.
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

const cookieOf = (request: FastifyRequest, name: string): string | undefined => {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
};

/** The callback URL the provider sends the browser back to, on the host the browser used. */
const callbackUrlOf = (request: FastifyRequest, provider: string) =>
  `${request.protocol}://${request.host}${callbackPathOf(provider)}`;

/** Web app pages the callback ends on. */
const landingOf = (outcome: SocialCallbackOutcome) =>
  outcome.kind === 'TICKET'
    ? `/oauth?${new URLSearchParams({ ticket: outcome.ticket }).toString()}`
    : `/member/securityCenter?${new URLSearchParams({ linked: outcome.provider }).toString()}`;

const failureLandingOf = (error: unknown) => {
  const code =
    error instanceof AppError && error.code === 'social_account_linked_elsewhere'
      ? error.code
      : 'social_login_failed';
  return `/oauth?${new URLSearchParams({ error: code }).toString()}`;
};

/** Social login with OpenID Connect: start, provider callback and the three ticket calls. */
export const registerSocialRoutes = (
  route: Router,
  deps: { social: SocialService; guard: ReturnType<typeof createAuthGuard>; limits: SocialRateLimits },
) => {
  const { social, guard, limits } = deps;

  route(authEndpoints.socialProviders, () => social.listProviders());

  route(
    authEndpoints.socialStart,
    async ({ params: { provider }, body: { intent }, request, reply }) => {
      let memberId: number | null = null;
      if (intent === 'LINK') {
        await guard.requireRealMember(request, reply);
        const principal = principalOf(request);
        if (principal.sessionKind !== SESSION_KIND.MEMBER) throw new AppError('non_member_account');
        memberId = principal.memberId;
      }
      try {
        const { url, state } = await social.start(provider, {
          intent,
          memberId,
          redirectUri: callbackUrlOf(request, provider),
        });
        void reply.header('set-cookie', stateCookie(request, provider, state, OAUTH_STATE_MINUTES * 60));
        return { url };
      } catch (error) {
        if (!(error instanceof SocialProviderError)) throw error;
        request.log.warn({ err: error.cause, provider }, 'social login provider unavailable');
        throw new AppError('social_login_failed');
      }
    },
    { rateLimit: limits.start },
  );

  route(
    authEndpoints.socialCallback,
    async ({ params: { provider }, request, reply }) => {
      const currentUrl = new URL(request.url, callbackUrlOf(request, provider));
      let landing: string;
      try {
        const state = currentUrl.searchParams.get('state');
        if (state === null || cookieOf(request, STATE_COOKIE) !== state)
          throw new AppError('social_login_failed');
        landing = landingOf(await social.callback(provider, currentUrl));
      } catch (error) {
        // The browser is mid-navigation: every failure lands on the web page, never on an error body.
        if (error instanceof SocialProviderError) {
          request.log.warn({ err: error.cause, provider }, 'social login callback refused');
        } else if (!(error instanceof AppError)) {
          request.log.error({ err: error, provider }, 'social login callback failed');
        }
        landing = failureLandingOf(error);
      }
      return reply
        .header('Cache-Control', 'no-store')
        .header('set-cookie', stateCookie(request, provider, '', 0))
        .redirect(landing, 302);
    },
    { rateLimit: limits.callback },
  );

  route(authEndpoints.socialLogin, ({ body, request }) => social.login(body.ticket, contextOf(request)), {
    rateLimit: limits.login,
  });

  route(authEndpoints.socialLink, ({ body, request }) => social.linkWithPassword(body, contextOf(request)), {
    rateLimit: limits.login,
  });

  route(authEndpoints.socialRegister, ({ body, request }) => social.register(body, contextOf(request)), {
    rateLimit: limits.login,
  });
};
