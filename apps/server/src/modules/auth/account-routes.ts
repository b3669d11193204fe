import {
  codeSentSchema,
  forgotByEmailRequestSchema,
  loginResultSchema,
  registerMobileRequestSchema,
  resetByPhoneRequestSchema,
  resetPasswordRequestSchema,
  smsCodeRequestSchema,
  smsRegisterCodeRequestSchema,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import type { RecoveryService } from './recovery.ts';
import type { RegistrationService } from './registration.ts';
import type { RequestContext } from './service.ts';

const tags = ['account'];

interface RouteLimit {
  max: number;
  timeWindow: number;
}

/** Per-IP limits of the account routes, on top of the code service's limits per number and per IP. */
export interface AccountRateLimits {
  /** Each code request route. */
  codes: RouteLimit;
  /** Each recovery route: forgot by email, reset by link, reset by phone. */
  recovery: RouteLimit;
  register: RouteLimit;
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
});

/** SMS codes, registration by mobile number and password recovery (spec sections 2, 4 and 7). */
export const registerAccountRoutes = (
  app: App,
  deps: { registration: RegistrationService; recovery: RecoveryService; limits: AccountRateLimits },
) => {
  const { registration, recovery, limits } = deps;

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: { rateLimit: limits.codes },
      schema: {
        tags,
        summary:
          'SMS code for the SMS login and the phone password reset; sent only to a verified number, same answer for any',
        body: smsCodeRequestSchema,
        response: replies(codeSentSchema),
      },
    },
    async (request) => ok(await recovery.sendNoLoginCode(request.body, contextOf(request))),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: { rateLimit: limits.codes },
      schema: {
        tags,
        summary: 'SMS code for the registration by mobile number',
        body: smsRegisterCodeRequestSchema,
        response: replies(codeSentSchema),
      },
    },
    async (request) => ok(await registration.sendRegisterCode(request.body, contextOf(request))),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      config: { encrypted: true, rateLimit: limits.register },
      schema: {
        tags,
        summary: 'Register by mobile number with its SMS code, then log in (encrypted body)',
        body: registerMobileRequestSchema,
        response: replies(loginResultSchema.nullable()),
      },
    },
    async (request) => ok(await registration.registerByMobile(request.body, contextOf(request))),
  );

  app.post(
    '/wps/member/password/email',
    {
      config: { rateLimit: limits.recovery },
      schema: {
        tags,
        summary:
          'Forgot password: email a reset link when username and email belong together (JSON or form post); same answer either way',
        body: forgotByEmailRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await recovery.forgotByEmail(request.body, request.hostname, request.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { encrypted: true, rateLimit: limits.recovery },
      schema: {
        tags,
        summary: 'Set a new password with the emailed link token (encrypted body); every session ends',
        body: resetPasswordRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await recovery.resetByLink(request.body, request.language);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true, rateLimit: limits.recovery },
      schema: {
        tags,
        summary: 'Set a new password with the SMS code from noLogin (encrypted body); every session ends',
        body: resetByPhoneRequestSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await recovery.resetByPhone(request.body, contextOf(request));
      return ok(null);
    },
  );
};
