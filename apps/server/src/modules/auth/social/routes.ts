import { z } from 'zod';
import {
  socialLinkRequestSchema,
  socialLoginResultSchema,
  socialProviderSchema,
  socialRegisterRequestSchema,
  socialStartRequestSchema,
  socialStartResultSchema,
  socialTicketRequestSchema,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../platform/http/types.ts';
import { ok, replies } from '../../../platform/http/envelope.ts';
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

const tags = ['social login'];

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

const providerParams = z.object({ provider: z.string() });

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
});

/**
 * The state also rides in a cookie of the browser that started, so a callback URL carried to
 * another browser (login CSRF, or a link to someone else's account) is refused.
 */
const STATE_COOKIE = 'oauth_state';

const stateCookie = (request: FastifyRequest, provider: string, value: string, maxAgeSeconds: number) =>
  [
    `${STATE_COOKIE}=${value}`,
    `Path=/wps/oauth/${encodeURIComponent(provider)}/callback`,
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
  `${request.protocol}://${request.host}/wps/oauth/${encodeURIComponent(provider)}/callback`;

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
  app: App,
  deps: { social: SocialService; guard: ReturnType<typeof createAuthGuard>; limits: SocialRateLimits },
) => {
  const { social, guard, limits } = deps;

  app.get(
    '/wps/oauth/providers',
    {
      schema: {
        tags,
        summary: 'Social login providers the operator configured (at most two), for the login modal',
        response: replies(z.array(socialProviderSchema)),
      },
    },
    () => ok(social.listProviders()),
  );

  app.post(
    '/wps/oauth/:provider/start',
    {
      config: { rateLimit: limits.start },
      schema: {
        tags,
        summary: 'Where to send the browser to sign in with the provider; intent LINK needs a member session',
        params: providerParams,
        body: socialStartRequestSchema,
        response: replies(socialStartResultSchema),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { intent } = request.body;
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
        return ok({ url });
      } catch (error) {
        if (!(error instanceof SocialProviderError)) throw error;
        request.log.warn({ err: error.cause, provider }, 'social login provider unavailable');
        throw new AppError('social_login_failed');
      }
    },
  );

  app.get(
    '/wps/oauth/:provider/callback',
    {
      config: { rateLimit: limits.callback },
      schema: {
        tags,
        summary:
          'The provider sends the browser back here; redirects to /oauth?ticket=..., to the security centre after a link, or to /oauth?error=...',
        params: providerParams,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
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
  );

  app.post(
    '/wps/session/login/social',
    {
      config: { rateLimit: limits.login },
      schema: {
        tags,
        summary:
          'Log in with the ticket of the /oauth page; social_account_not_linked (value: who signed in) when no account is linked',
        body: socialTicketRequestSchema,
        response: replies(socialLoginResultSchema),
      },
    },
    async (request) => ok(await social.login(request.body.ticket, contextOf(request))),
  );

  app.post(
    '/wps/session/login/social/link',
    {
      config: { encrypted: true, rateLimit: limits.login },
      schema: {
        tags,
        summary:
          'Link the ticket’s identity to an existing account by its password, then log in (encrypted body)',
        body: socialLinkRequestSchema,
        response: replies(socialLoginResultSchema),
      },
    },
    async (request) => ok(await social.linkWithPassword(request.body, contextOf(request))),
  );

  app.post(
    '/wps/session/login/social/register',
    {
      config: { rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Create an account for the ticket’s identity, link it and log in',
        body: socialRegisterRequestSchema,
        response: replies(socialLoginResultSchema),
      },
    },
    async (request) => ok(await social.register(request.body, contextOf(request))),
  );
};
