import { authEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import type { RecoveryService } from './recovery.ts';
import type { RegistrationService } from './registration.ts';
import type { RequestContext } from './service.ts';

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
  route: Router,
  deps: { registration: RegistrationService; recovery: RecoveryService; limits: AccountRateLimits },
) => {
  const { registration, recovery, limits } = deps;

  route(
    authEndpoints.noLoginCode,
    ({ body, request }) => recovery.sendNoLoginCode(body, contextOf(request)),
    { rateLimit: limits.codes },
  );

  route(
    authEndpoints.registerCode,
    ({ body, request }) => registration.sendRegisterCode(body, contextOf(request)),
    { rateLimit: limits.codes },
  );

  route(
    authEndpoints.registerByMobile,
    ({ body, request }) => registration.registerByMobile(body, contextOf(request)),
    { rateLimit: limits.register },
  );

  route(
    authEndpoints.forgotByEmail,
    async ({ body, request }) => {
      await recovery.forgotByEmail(body, request.hostname, request.language);
      return null;
    },
    { rateLimit: limits.recovery },
  );

  route(
    authEndpoints.resetByLink,
    async ({ body, request }) => {
      await recovery.resetByLink(body, request.language);
      return null;
    },
    { rateLimit: limits.recovery },
  );

  route(
    authEndpoints.resetByPhone,
    async ({ body, request }) => {
      await recovery.resetByPhone(body, contextOf(request));
      return null;
    },
    { rateLimit: limits.recovery },
  );
};
