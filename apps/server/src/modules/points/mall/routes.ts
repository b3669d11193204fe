import { pointMallAdminEndpoints as admin, pointMallEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Actor } from '../../../platform/audit/service.ts';
import type { Router } from '../../../platform/http/route.ts';
import type { PointMallService } from './service.ts';

/** The member's side of the points mall: items, redeeming, the redemption history. */
export const registerPointMallRoutes = (route: Router, { mall }: { mall: PointMallService }) => {
  route(pointMallEndpoints.items, ({ query, request }) => mall.items(query.category, request.language));
  route(pointMallEndpoints.redeem, ({ body, request }) =>
    mall.redeem(principalOf(request).memberId, body, request.language),
  );
  route(pointMallEndpoints.redemptions, ({ query, request }) =>
    mall.redemptions(principalOf(request).memberId, query, request.language),
  );
};

/** The operator's side: items and stock, and the review of redemptions. */
export const registerPointMallConsoleRoutes = (
  route: Router,
  { mall, actorOf }: { mall: PointMallService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.items, ({ query }) => mall.admin.items(query));
  route(admin.createItem, ({ body, request }) => mall.admin.saveItem(actorOf(request), null, body));
  route(admin.updateItem, ({ params, body, request }) =>
    mall.admin.saveItem(actorOf(request), params.id, body),
  );
  route(admin.stock, ({ params, body, request }) =>
    mall.admin.stock(actorOf(request), params.id, body.delta),
  );
  route(admin.redemptions, ({ query }) => mall.admin.redemptions(query));
  route(admin.approve, ({ params, body, request }) =>
    mall.admin.approve(actorOf(request), params.id, body.remark),
  );
  route(admin.ship, ({ params, body, request }) =>
    mall.admin.ship(actorOf(request), params.id, body.trackingNote),
  );
  route(admin.reject, ({ params, body, request }) =>
    mall.admin.reject(actorOf(request), params.id, body.reason),
  );
};
