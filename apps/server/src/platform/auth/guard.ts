import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/contract';
import { AppError } from '../http/errors.ts';

/** Who is calling: set by the guard on every route that needs a session. */
export interface Principal {
  sessionId: string;
  memberId: number;
  memberType: number;
  /** The member's type is one of the operator's trial types. */
  isTrial: boolean;
  sessionKind: string;
  /** The login found the password expired or flagged: this session may only change it or log out. */
  passwordChangeOnly: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The route serves a session that must change its password first (password change, logout). */
    allowPasswordChangeOnly?: boolean;
  }
}

export const readToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() || null;
};

export type Authenticate = (token: string) => Promise<Principal | null>;

/**
 * onRequest hooks (before the body is parsed or validated): 401 `not_logged_in` unless the token
 * maps to a live session; 403 `password_change_required` for a session that must change its
 * password first, except on the routes whose config allows it.
 */
export const createAuthGuard = (authenticate: Authenticate) => {
  const requireSession = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    const principal = token ? await authenticate(token) : null;
    if (!principal) throw new AppError('not_logged_in');
    if (principal.passwordChangeOnly && request.routeOptions.config.allowPasswordChangeOnly !== true) {
      throw new AppError('password_change_required');
    }
    request.principal = principal;
  };
  /** A session of a real account: trial accounts (the trial types) get `in_need_true_account`. */
  const requireRealMember = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireSession(request, reply);
    if (principalOf(request).isTrial) throw new AppError('in_need_true_account');
  };
  /**
   * A game launch: real accounts launch either way; a trial account only for free play
   * (`accountType` 0), which plays on the vendor session's demo balance and never moves money.
   */
  const requireRealMemberUnlessFreePlay = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireSession(request, reply);
    const { accountType } = request.query as { accountType?: unknown };
    if (principalOf(request).isTrial && accountType !== String(ACCOUNT_TYPE.TRIAL)) {
      throw new AppError('in_need_true_account');
    }
  };
  return { requireSession, requireRealMember, requireRealMemberUnlessFreePlay };
};

/** The principal of a guarded route; a route without the guard is a programming error. */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw new Error('route is missing the session guard');
  return request.principal;
};
