import { promotionAdminEndpoints as admin, promotionEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import { principalOf, readToken, type Authenticate } from '../../../platform/auth/guard.ts';
import { readImageUpload } from '../../../platform/http/uploads.ts';
import type { Actor } from '../../../platform/audit/service.ts';
import type { PromotionsService } from './service.ts';

/**
 * The member's promotions. The list and the detail are public: a real member's session adds its
 * audience and statuses; a visitor, a trial account or a stale token reads as a visitor.
 */
export const registerPromotionRoutes = (
  route: Router,
  { promotions, authenticate }: { promotions: PromotionsService; authenticate: Authenticate },
) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;
  const viewerOf = async (request: FastifyRequest) => {
    const token = readToken(request);
    const principal = token === null ? null : await authenticate(token);
    return principal && !principal.passwordChangeOnly && !principal.isTrial ? principal.memberId : null;
  };

  route(promotionEndpoints.list, async ({ query, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return promotions.list(await viewerOf(request), query, request.language);
  });
  route(promotionEndpoints.detail, async ({ params, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return promotions.detail(await viewerOf(request), params.id, request.language);
  });
  route(promotionEndpoints.join, ({ params, request }) =>
    promotions.join(memberOf(request), params.id, request.language),
  );
  route(promotionEndpoints.uploadImage, async ({ body, request }) =>
    promotions.uploadImage(memberOf(request), await readImageUpload(body)),
  );
  route(promotionEndpoints.apply, ({ params, body, request }) =>
    promotions.apply(memberOf(request), params.id, body, request.language),
  );
  route(promotionEndpoints.myApplications, ({ query, request }) =>
    promotions.myApplications(memberOf(request), query, request.language),
  );
};

/** The operator's promotions and the review queue. */
export const registerPromotionConsoleRoutes = (
  route: Router,
  { promotions, actorOf }: { promotions: PromotionsService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.list, () => promotions.admin.list());
  route(admin.create, ({ body, request }) =>
    promotions.admin.save(actorOf(request), null, body, request.language),
  );
  route(admin.update, ({ params, body, request }) =>
    promotions.admin.save(actorOf(request), params.id, body, request.language),
  );
  route(admin.applications, ({ query }) => promotions.admin.applications(query));
  route(admin.applicationImage, async ({ params, reply }) => {
    const image = await promotions.admin.image(params.id, params.index);
    return reply
      .type(image.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
  route(admin.take, ({ params, request }) => promotions.admin.take(actorOf(request), params.id));
  route(admin.approve, ({ params, body, request }) =>
    promotions.admin.approve(actorOf(request), params.id, body.amount),
  );
  route(admin.reject, ({ params, body, request }) =>
    promotions.admin.reject(actorOf(request), params.id, body.reason),
  );
};
