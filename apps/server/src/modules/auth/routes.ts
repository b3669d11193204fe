import { z } from 'zod';
import {
  captchaHeader,
  captchaWorkHeader,
  challengeCodeRequestSchema,
  codeSentSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  passwordChangeRequestSchema,
  registerRequestSchema,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { CaptchaService } from '../../platform/captcha/service.ts';
import type { AuthService, RequestContext } from './service.ts';

const tags = ['auth'];

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
});

export const registerAuthRoutes = (
  app: App,
  deps: {
    auth: AuthService;
    captcha: CaptchaService;
    guard: ReturnType<typeof createAuthGuard>;
    limits: AuthRateLimits;
  },
) => {
  const { auth, captcha, guard, limits } = deps;

  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: limits.captcha },
      schema: {
        tags,
        summary: `Captcha image (base64 PNG data URL in value); its key comes in the ${captchaHeader} header`,
        description:
          `The ${captchaWorkHeader} header carries a proof-of-work challenge (base64 JSON of an ALTCHA PoW v2 ` +
          'challenge, PBKDF2/SHA-256): find the counter from 0 up whose derived key starts with `keyPrefix`, and ' +
          'send `captchaProof` = `<counter>:<derived key hex>` with `captcha` and `captchaKey`. Each captcha ' +
          'answers once, whatever the answer.',
        response: replies(z.string()),
      },
    },
    async (_request, reply) => {
      const { key, image, work } = await captcha.issue();
      void reply
        .header(captchaHeader, key)
        .header(captchaWorkHeader, work)
        .header('Cache-Control', 'no-store');
      return ok(image);
    },
  );

  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Log in by username or mobile number with the password, or by SMS code (encrypted body)',
        description:
          '`type` username (default), mobile or sms (when verification-code login is on, else 403 ' +
          'feature_disabled). A password login after a failure needs the captcha (value `{ captcha: true }`); ' +
          'the 5th wrong password locks the account and ends its sessions. 403 login_verification_required ' +
          '(value: the challenge) asks for the authenticator code (TWO_FACTOR, every login of an enrolled ' +
          'member) or, for a password login from an IP the member has not used, an SMS or email code, the bank ' +
          'account name or the authenticator code (NEW_DEVICE); send the same login again with challengeToken, ' +
          'challengeMethod and challengeAnswer. `passwordExpired`: the session may only change the password ' +
          'or log out.',
        body: loginRequestSchema,
        response: replies(loginResultSchema),
      },
    },
    async (request) => ok(await auth.login(request.body, contextOf(request))),
  );

  app.post(
    '/wps/session/login/challenge/code',
    {
      config: { rateLimit: limits.challengeCode },
      schema: {
        tags,
        summary: 'Send the SMS or email code of a pending login check to the member’s own number or address',
        description: 'Answers the masked destination. 401 challenge_expired when the check is over.',
        body: challengeCodeRequestSchema,
        response: replies(codeSentSchema),
      },
    },
    async (request) => ok(await auth.sendChallengeCode(request.body, contextOf(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { rateLimit: limits.freePlay },
      schema: {
        tags,
        summary: 'Free play: a new trial account (type 4), logged in',
        description:
          'Only when the free-play switch is on (else 403 feature_disabled). A trial account plays free ' +
          'games on a demo balance and is refused real-money features with in_need_true_account.',
        body: freePlayRequestSchema,
        response: replies(loginResultSchema),
      },
    },
    async (request) => ok(await auth.freePlay(contextOf(request))),
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
      onRequest: guard.requireRealMember,
      config: { encrypted: true, rateLimit: limits.login, allowPasswordChangeOnly: true },
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
      config: { allowPasswordChangeOnly: true },
      schema: { tags, summary: 'End the session', response: replies(emptyValue) },
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return ok(null);
    },
  );
};
