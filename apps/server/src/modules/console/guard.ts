import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '@platform/contract';
import { AppError } from '../../platform/http/errors.ts';
import { readToken } from '../../platform/auth/guard.ts';
import type { Actor } from '../../platform/audit/service.ts';
import type { StaffPrincipal, StaffService } from './staff-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export interface StaffGuardOptions {
  /** Reachable while the staff member still has to change an assigned password. */
  duringPasswordChange?: boolean;
}

/**
 * An onRequest hook per console route, before the body is parsed or validated: 401 without a live staff session, 403 `forbidden` when the
 * role lacks the route's permission, 403 `password_change_required` until an assigned password
 * is changed.
 */
export const createStaffGuard =
  (staffService: StaffService) =>
  (permission: Permission | null, options: StaffGuardOptions = {}) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    const principal = token ? await staffService.authenticate(token) : null;
    if (!principal) throw new AppError('not_logged_in');
    if (permission && !hasPermission(principal.role, permission)) throw new AppError('forbidden');
    if (principal.mustChangePassword && !options.duringPasswordChange)
      throw new AppError('password_change_required');
    request.staff = principal;
  };

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.staff) throw new Error('route is missing the staff guard');
  return { staffId: request.staff.staffId, username: request.staff.username, ip: request.ip };
};
