import { teamTransferAdminEndpoints, teamTransferEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { actorOf } from '../console/guard.ts';
import type { TeamTransferService } from './service.ts';

export const registerTeamTransferRoutes = (route: Router, deps: { teamTransfers: TeamTransferService }) => {
  const { teamTransfers } = deps;

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
