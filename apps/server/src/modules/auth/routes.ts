import { z } from 'zod';
import {
  captchaHeader,
  loginRequestSchema,
  loginResultSchema,
  passwordChangeRequestSchema,
  registerRequestSchema,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { AuthService, RequestContext } from './service.ts';

const tags = ['auth'];

export interface AuthRateLimits {
  login: { max: number; timeWindow: number };
  register: { max: number; timeWindow: number };
  captcha: { max: number; timeWindow: number };
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
});

export const registerAuthRoutes = (
  app: App,
  deps: { auth: AuthService; guard: ReturnType<typeof createAuthGuard>; limits: AuthRateLimits },
) => {
  const { auth, guard, limits } = deps;

  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: limits.captcha },
      schema: {
        tags,
        summary: `Captcha image (base64 data URL in value); its key comes in the ${captchaHeader} header`,
        response: replies(z.string()),
      },
    },
    async (_request, reply) => {
      const { key, image } = await auth.createCaptcha();
      void reply.header(captchaHeader, key).header('Cache-Control', 'no-store');
      return ok(image);
    },
  );

  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Log in by username (encrypted body)',
        body: loginRequestSchema,
        response: replies(loginResultSchema),
      },
    },
    async (request) => ok(await auth.login(request.body, contextOf(request))),
  );

  app.put(
    '/wps/member/register',
    {
      config: { encrypted: true, rateLimit: limits.register },
      schema: {
        tags,
        summary: 'Register by username, then log in (encrypted body)',
        body: registerRequestSchema,
        response: replies(loginResultSchema.nullable()),
      },
    },
    async (request) => ok(await auth.register(request.body, contextOf(request))),
  );

  app.post(
    '/wps/member/password',
    {
      onRequest: guard.requireSession,
      config: { encrypted: true, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Change the password (encrypted body); every session ends, log in again',
        body: passwordChangeRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await auth.changePassword(principalOf(request), request.body, request.language);
      return ok(null);
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      onRequest: guard.requireSession,
      schema: { tags, summary: 'End the session', response: replies(emptyValue) },
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return ok(null);
    },
  );
};
