import type { FastifyRequest } from 'fastify';
import { referralAdminEndpoints, referralEndpoints } from '@platform/contract';
import type { Actor } from '../../platform/audit/service.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Router } from '../../platform/http/route.ts';
import type { ReferralService } from './service.ts';

/** Invite friends, the inviter's side: overview, invitees and granted rewards. */
export const registerReferralRoutes = (route: Router, { referral }: { referral: ReferralService }) => {
  route(referralEndpoints.overview, ({ request }) => referral.overview(principalOf(request).memberId));
  route(referralEndpoints.invitees, ({ query, request }) =>
    referral.invitees(principalOf(request).memberId, query),
  );
  route(referralEndpoints.records, ({ query, request }) =>
    referral.records(principalOf(request).memberId, query),
  );
};

/** The console's programme settings (audited) and invitee list. */
export const registerReferralConsoleRoutes = (
  route: Router,
  { referral, actorOf }: { referral: ReferralService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(referralAdminEndpoints.settings, () => referral.admin.settings());
  route(referralAdminEndpoints.saveSettings, ({ body, request }) =>
    referral.admin.saveSettings(actorOf(request), body),
  );
  route(referralAdminEndpoints.invitees, ({ query }) => referral.admin.invitees(query));
};
