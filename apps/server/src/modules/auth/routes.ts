import { authEndpoints, captchaHeader, captchaWorkHeader } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { deviceIdOf } from '../../platform/http/request-context.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { CaptchaService } from '../../platform/captcha/service.ts';
import type { AuthService, RequestContext } from './service.ts';

export interface AuthRateLimits {
  login: { max: number; timeWindow: number };
  register: { max: number; timeWindow: number };
  captcha: { max: number; timeWindow: number };
  /** Codes of a pending login check, per IP (the code service limits each number and address too). */
  challengeCode: { max: number; timeWindow: number };
  /** New trial accounts per IP. */
  freePlay: { max: number; timeWindow: number };
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
  deviceId: deviceIdOf(request),
});

export const registerAuthRoutes = (
  route: Router,
  deps: { auth: AuthService; captcha: CaptchaService; limits: AuthRateLimits },
) => {
  const { auth, captcha, limits } = deps;

  route(
    authEndpoints.captcha,
    async ({ reply }) => {
      const { key, image, work } = await captcha.issue();
      void reply
        .header(captchaHeader, key)
        .header(captchaWorkHeader, work)
        .header('Cache-Control', 'no-store');
      return image;
    },
    { rateLimit: limits.captcha },
  );

  route(authEndpoints.login, ({ body, request }) => auth.login(body, contextOf(request)), {
    rateLimit: limits.login,
  });

  route(
    authEndpoints.challengeCode,
    ({ body, request }) => auth.sendChallengeCode(body, contextOf(request)),
    { rateLimit: limits.challengeCode },
  );

  route(authEndpoints.freePlay, ({ request }) => auth.freePlay(contextOf(request)), {
    rateLimit: limits.freePlay,
  });

  route(authEndpoints.register, ({ body, request }) => auth.register(body, contextOf(request)), {
    rateLimit: limits.register,
  });

  route(
    authEndpoints.changePassword,
    async ({ body, request }) => {
      await auth.changePassword(principalOf(request), body, request.language);
      return null;
    },
    { rateLimit: limits.login },
  );

  route(authEndpoints.logout, async ({ request }) => {
    await auth.logout(principalOf(request));
    return null;
  });
};
