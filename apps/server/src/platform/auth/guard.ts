import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTrialType } from '@platform/contract';
import { AppError } from '../http/errors.ts';

/** Who is calling: set by the guard on every route that needs a session. */
export interface Principal {
  sessionId: string;
  memberId: number;
  memberType: number;
  sessionKind: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const readToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() || null;
};

export type Authenticate = (token: string) => Promise<Principal | null>;

/** An onRequest hook (before the body is parsed or validated) that answers 401 `not_logged_in` unless the token maps to a live session. */
export const createAuthGuard = (authenticate: Authenticate) => {
  const requireSession = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    const principal = token ? await authenticate(token) : null;
    if (!principal) throw new AppError('not_logged_in');
    request.principal = principal;
  };
  /** A session of a real account: trial accounts (type 4) get `in_need_true_account`. */
  const requireRealMember = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireSession(request, reply);
    if (isTrialType(principalOf(request).memberType)) throw new AppError('in_need_true_account');
  };
  return { requireSession, requireRealMember };
};

/** The principal of a guarded route; a route without the guard is a programming error. */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw new Error('route is missing the session guard');
  return request.principal;
};
