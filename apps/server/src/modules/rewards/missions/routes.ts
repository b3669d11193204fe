import { missionEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { MissionsService } from './service.ts';

/** The member's missions: every call is scoped to the caller and its audience. */
export const registerMissionRoutes = (route: Router, { missions }: { missions: MissionsService }) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(missionEndpoints.list, ({ query, request }) =>
    missions.list(memberOf(request), query.status, request.language),
  );
  route(missionEndpoints.detail, ({ params, request }) =>
    missions.detail(memberOf(request), params.id, request.language),
  );
  route(missionEndpoints.leaderboard, ({ params, request }) =>
    missions.leaderboard(memberOf(request), params.id),
  );
  route(missionEndpoints.claim, ({ params, body, request }) =>
    missions.claim(memberOf(request), params.id, body.milestoneIndex, request.language),
  );
};
