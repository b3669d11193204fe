import { z } from 'zod';
import {
  activeSessionSchema,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  codeSentSchema,
  loginHistoryEntrySchema,
  pageOf,
  pageQuery,
  profileUpdateSchema,
  securityOverviewSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
  totpRemoveRequestSchema,
  totpStartRequestSchema,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { SecurityService } from './security.ts';

const tags = ['security'];

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

const sessionParams = z.strictObject({ id: z.uuid() });
const providerParams = z.strictObject({ provider: z.string().regex(/^[a-z0-9-]{2,32}$/) });

export const registerSecurityRoutes = (
  app: App,
  {
    security,
    guard,
    limits,
  }: { security: SecurityService; guard: ReturnType<typeof createAuthGuard>; limits: SecurityRateLimits },
) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  /**
   * A real member's session, limited per IP (the route's own limit) and per account, so neither many
   * addresses on one stolen session nor many accounts from one address get more tries.
   */
  const limited = (name: string, limit: RouteLimit) => {
    // The plugin runs one limiter per request (the route's, per IP); the account's is checked here.
    const perMember = app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}|member:${memberOf(request)}`,
    });
    return {
      onRequest: guard.requireRealMember,
      preHandler: async (request: FastifyRequest) => {
        const result = await perMember(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('too_many_requests', {
            headers: { 'retry-after': String(result.ttlInSeconds) },
          });
        }
      },
      config: { rateLimit: limit },
    };
  };
  const realMember = { onRequest: guard.requireRealMember };

  app.get(
    '/wps/member/security',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'The security centre: profile, contacts, authenticator, linked accounts, wallet protections',
        response: replies(securityOverviewSchema),
      },
    },
    async (request) => ok(await security.getOverview(memberOf(request))),
  );

  app.put(
    '/wps/member/profile',
    {
      ...limited('profile', limits.secrets),
      schema: {
        tags,
        summary: 'Save profile fields the operator enabled (full name and birthday only while empty)',
        body: profileUpdateSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.updateProfile(memberOf(request), request.body, request.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/verification/sms/bind',
    {
      ...limited('sms-bind', limits.codes),
      schema: {
        tags,
        summary: 'Send a code to the mobile number being bound',
        body: bindMobileCodeRequestSchema,
        response: replies(codeSentSchema),
      },
    },
    async (request) => ok(await security.sendMobileCode(request.body, contextOf(request))),
  );

  app.post(
    '/wps/verification/email/bind',
    {
      ...limited('email-bind', limits.codes),
      schema: {
        tags,
        summary: 'Send a code to the email address being bound',
        body: bindEmailCodeRequestSchema,
        response: replies(codeSentSchema),
      },
    },
    async (request) => ok(await security.sendEmailCode(request.body, contextOf(request))),
  );

  app.put(
    '/wps/member/mobile',
    {
      ...limited('mobile', limits.secrets),
      schema: {
        tags,
        summary: 'Bind or change the mobile number with its code and the login password',
        body: bindMobileRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.bindMobile(memberOf(request), request.body, request.language);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/email',
    {
      ...limited('email', limits.secrets),
      schema: {
        tags,
        summary: 'Bind or change the email address with its code and the login password',
        body: bindEmailRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.bindEmail(memberOf(request), request.body, request.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp',
    {
      ...limited('totp', limits.secrets),
      schema: {
        tags,
        summary: 'Start an authenticator enrolment (login password); answers the secret to scan',
        body: totpStartRequestSchema,
        response: replies(totpEnrolmentSchema),
      },
    },
    async (request) =>
      ok(await security.startTotp(memberOf(request), request.body.password, request.language)),
  );

  app.put(
    '/wps/member/totp',
    {
      ...limited('totp', limits.secrets),
      schema: {
        tags,
        summary: 'Confirm the enrolment with a current authenticator code',
        body: totpConfirmRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.confirmTotp(memberOf(request), request.body.code, request.language);
      return ok(null);
    },
  );

  app.delete(
    '/wps/member/totp',
    {
      ...limited('totp', limits.secrets),
      schema: {
        tags,
        summary: 'Remove the authenticator with the login password and a current code',
        body: totpRemoveRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.removeTotp(memberOf(request), request.body, request.language);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/sessions',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'The member’s live sessions; `current` is this one',
        response: replies(z.array(activeSessionSchema)),
      },
    },
    async (request) => ok(await security.listSessions(principalOf(request))),
  );

  app.delete(
    '/wps/member/sessions/:id',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'End one of the member’s sessions',
        params: sessionParams,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.endSession(principalOf(request), request.params.id);
      return ok(null);
    },
  );

  app.delete(
    '/wps/member/sessions',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'End every session of the member but this one',
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.endOtherSessions(principalOf(request));
      return ok(null);
    },
  );

  app.get(
    '/wps/member/loginHistory',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'The member’s login attempts, newest first',
        querystring: z.strictObject(pageQuery),
        response: replies(pageOf(loginHistoryEntrySchema)),
      },
    },
    async (request) => ok(await security.getLoginHistory(memberOf(request), request.query)),
  );

  app.delete(
    '/wps/member/identities/:provider',
    {
      ...realMember,
      schema: {
        tags,
        summary: 'Unlink a social-login account',
        params: providerParams,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await security.unlinkIdentity(memberOf(request), request.params.provider);
      return ok(null);
    },
  );
};
