import type { FastifyRequest } from 'fastify';
import { pointsEarningEndpoints, pointsRatesAdminEndpoints } from '@platform/contract';
import type { Actor } from '../../../platform/audit/service.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Router } from '../../../platform/http/route.ts';
import type { PointsEarning } from './service.ts';

/** The points rates (public) and buying points (member). */
export const registerPointsEarningRoutes = (
  route: Router,
  { pointsEarning }: { pointsEarning: PointsEarning },
) => {
  route(pointsEarningEndpoints.config, () => pointsEarning.rates());
  route(pointsEarningEndpoints.buy, ({ body, request }) =>
    pointsEarning.buy(principalOf(request).memberId, body),
  );
};

/** The console's points rates (audited `points.rates`). */
export const registerPointsEarningConsoleRoutes = (
  route: Router,
  {
    pointsEarning,
    actorOf,
  }: {
    pointsEarning: PointsEarning;
    /** The signed-in staff member of a console route (the console's guard has run). */
    actorOf: (request: FastifyRequest) => Actor;
  },
) => {
  route(pointsRatesAdminEndpoints.rates, () => pointsEarning.rates());
  route(pointsRatesAdminEndpoints.saveRates, ({ body, request }) =>
    pointsEarning.saveRates(actorOf(request), body),
  );
};
