import { memberEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import type { Router, RouteOptions } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { SecurityService } from './security.ts';

export interface RouteLimit {
  max: number;
  timeWindow: number;
}

export interface SecurityRateLimits {
  /** Calls that check a secret (login password, code, authenticator code). */
  secrets: RouteLimit;
  /** Calls that send an SMS or email code. */
  codes: RouteLimit;
}

const contextOf = (request: FastifyRequest) => ({ ip: request.ip, language: request.language });

export const registerSecurityRoutes = (
  app: App,
  route: Router,
  { security, limits }: { security: SecurityService; limits: SecurityRateLimits },
) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  /**
   * Limited per IP (the route's own limit) and per account, so neither many addresses on one stolen
   * session nor many accounts from one address get more tries.
   */
  const limited = (name: string, limit: RouteLimit): RouteOptions => {
    // The plugin runs one limiter per request (the route's, per IP); the account's is checked here.
    const perMember = app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}|member:${memberOf(request)}`,
    });
    return {
      preHandler: async (request: FastifyRequest) => {
        const result = await perMember(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('too_many_requests', {
            headers: { 'retry-after': String(result.ttlInSeconds) },
          });
        }
      },
      rateLimit: limit,
    };
  };

  route(memberEndpoints.security, ({ request }) => security.getOverview(memberOf(request)));

  route(
    memberEndpoints.updateProfile,
    async ({ body, request }) => {
      await security.updateProfile(memberOf(request), body, request.language);
      return null;
    },
    limited('profile', limits.secrets),
  );

  route(
    memberEndpoints.mobileBindCode,
    ({ body, request }) => security.sendMobileCode(body, contextOf(request)),
    limited('sms-bind', limits.codes),
  );

  route(
    memberEndpoints.emailBindCode,
    ({ body, request }) => security.sendEmailCode(body, contextOf(request)),
    limited('email-bind', limits.codes),
  );

  route(
    memberEndpoints.bindMobile,
    async ({ body, request }) => {
      await security.bindMobile(memberOf(request), body, request.language);
      return null;
    },
    limited('mobile', limits.secrets),
  );

  route(
    memberEndpoints.bindEmail,
    async ({ body, request }) => {
      await security.bindEmail(memberOf(request), body, request.language);
      return null;
    },
    limited('email', limits.secrets),
  );

  route(
    memberEndpoints.startTotp,
    ({ body, request }) => security.startTotp(memberOf(request), body.password, request.language),
    limited('totp', limits.secrets),
  );

  route(
    memberEndpoints.confirmTotp,
    async ({ body, request }) => {
      await security.confirmTotp(memberOf(request), body.code, request.language);
      return null;
    },
    limited('totp', limits.secrets),
  );

  route(
    memberEndpoints.removeTotp,
    async ({ body, request }) => {
      await security.removeTotp(memberOf(request), body, request.language);
      return null;
    },
    limited('totp', limits.secrets),
  );

  route(memberEndpoints.sessions, ({ request }) => security.listSessions(principalOf(request)));

  route(memberEndpoints.endSession, async ({ params, request }) => {
    await security.endSession(principalOf(request), params.id);
    return null;
  });

  route(memberEndpoints.endOtherSessions, async ({ request }) => {
    await security.endOtherSessions(principalOf(request));
    return null;
  });

  route(memberEndpoints.loginHistory, ({ query, request }) =>
    security.getLoginHistory(memberOf(request), query),
  );

  route(memberEndpoints.unlinkIdentity, async ({ params, request }) => {
    await security.unlinkIdentity(memberOf(request), params.provider);
    return null;
  });
};
