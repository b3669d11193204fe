import { teamTransferAdminEndpoints, teamTransferEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/audit/service.ts';
import type { TeamTransferService } from './service.ts';

export const registerTeamTransferRoutes = (
  route: Router,
  deps: {
    teamTransfers: TeamTransferService;
    /** The signed-in staff member of a console route (the console's guard has run). */
    actorOf: (request: FastifyRequest) => Actor;
  },
) => {
  const { teamTransfers, actorOf } = deps;

  route(teamTransferEndpoints.config, ({ request }) =>
    teamTransfers.getConfig(principalOf(request).memberId),
  );
  route(teamTransferEndpoints.toDownline, ({ body, request }) =>
    teamTransfers.toDownline(principalOf(request).memberId, body),
  );
  route(teamTransferEndpoints.toUpline, ({ body, request }) =>
    teamTransfers.toUpline(principalOf(request).memberId, body),
  );
  route(teamTransferAdminEndpoints.settings, () => teamTransfers.getSettings());
  route(teamTransferAdminEndpoints.updateSettings, ({ body, request }) =>
    teamTransfers.setSettings(actorOf(request), body),
  );
};
