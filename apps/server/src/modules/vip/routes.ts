import type { FastifyRequest } from 'fastify';
import { vipAdminEndpoints, vipEndpoints } from '@platform/contract';
import type { Actor } from '../../platform/audit/service.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Router } from '../../platform/http/route.ts';
import type { VipService } from './service.ts';

/** The member's VIP page: rank, progress and ranks (evaluated on the call), and its VIP rewards. */
export const registerVipRoutes = (route: Router, { vip }: { vip: VipService }) => {
  route(vipEndpoints.overview, ({ request }) => vip.overview(principalOf(request).memberId));
  route(vipEndpoints.grants, ({ query, request }) =>
    vip.grants(principalOf(request).memberId, request.language, query),
  );
};

/** The console's ranks editor, rank changes and manual rank (audited). */
export const registerVipConsoleRoutes = (
  route: Router,
  { vip, actorOf }: { vip: VipService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(vipAdminEndpoints.ranks, () => vip.ranks());
  route(vipAdminEndpoints.createRank, ({ body, request }) =>
    vip.createRank(actorOf(request), body, request.language),
  );
  route(vipAdminEndpoints.updateRank, ({ params, body, request }) =>
    vip.updateRank(actorOf(request), params.id, body, request.language),
  );
  route(vipAdminEndpoints.deleteRank, ({ params, request }) => vip.deleteRank(actorOf(request), params.id));
  route(vipAdminEndpoints.changes, ({ query }) => vip.changes(query));
  route(vipAdminEndpoints.setRank, ({ body, request }) => vip.setRank(actorOf(request), body));
};
