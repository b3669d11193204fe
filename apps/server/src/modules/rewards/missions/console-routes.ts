import { missionAdminEndpoints as admin } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import type { Actor } from '../../../platform/audit/service.ts';
import type { MissionsService } from './service.ts';

/** The operator's missions: the editor (audited), the leaderboard and the claims. */
export const registerMissionConsoleRoutes = (
  route: Router,
  { missions, actorOf }: { missions: MissionsService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.list, ({ query }) => missions.admin.list(query));
  route(admin.create, ({ body, request }) => missions.admin.save(actorOf(request), null, body));
  route(admin.update, ({ params, body, request }) => missions.admin.save(actorOf(request), params.id, body));
  route(admin.leaderboard, ({ params }) => missions.admin.leaderboard(params.id));
  route(admin.claims, ({ params, query }) => missions.admin.claims(params.id, query));
};
