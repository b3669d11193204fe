import type { FastifyRequest } from 'fastify';
import { rebateAdminEndpoints, rebateEndpoints } from '@platform/contract';
import type { Actor } from '../../../platform/audit/service.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Router } from '../../../platform/http/route.ts';
import type { RebateService } from './service.ts';

/** The member's rebate: today's claimable, the claim, paid rebates and the rates (bonus details). */
export const registerRebateRoutes = (route: Router, { rebate }: { rebate: RebateService }) => {
  route(rebateEndpoints.summary, ({ request }) => rebate.summary(principalOf(request).memberId));
  route(rebateEndpoints.claim, ({ request }) => rebate.claim(principalOf(request).memberId));
  route(rebateEndpoints.claims, ({ query, request }) => rebate.claims(principalOf(request).memberId, query));
  route(rebateEndpoints.details, ({ request }) => rebate.details(principalOf(request).memberId));
};

/** The console's rebate settings (audited), the per-day report and a member's rebates. */
export const registerRebateConsoleRoutes = (
  route: Router,
  {
    rebate,
    actorOf,
  }: {
    rebate: RebateService;
    /** The signed-in staff member of a console route (the console's guard has run). */
    actorOf: (request: FastifyRequest) => Actor;
  },
) => {
  route(rebateAdminEndpoints.settings, () => rebate.settings());
  route(rebateAdminEndpoints.saveSettings, ({ body, request }) =>
    rebate.saveSettings(actorOf(request), body),
  );
  route(rebateAdminEndpoints.report, ({ query }) => rebate.report(query));
  route(rebateAdminEndpoints.memberClaims, ({ query }) => rebate.memberClaims(query));
};
