import type { FastifyRequest } from 'fastify';
import { contractAdminEndpoints, contractEndpoints } from '@platform/contract';
import type { Router } from '../../../platform/http/route.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Actor } from '../../../platform/audit/service.ts';
import type { SettlementService } from './service.ts';

/** The agent's own settlement records and the open period's estimate. */
export const registerSettlementRoutes = (
  route: Router,
  { settlements }: { settlements: SettlementService },
) => {
  route(contractEndpoints.settlements, ({ query, request }) =>
    settlements.listOwn(principalOf(request).memberId, query, request.language),
  );
  route(contractEndpoints.estimate, ({ query, request }) =>
    settlements.estimate(principalOf(request).memberId, query.kind),
  );
};

/** The console's settlement runs, records, approval queue, re-runs and adjustments (audited). */
export const registerSettlementConsoleRoutes = (
  route: Router,
  {
    settlements,
    actorOf,
  }: {
    settlements: SettlementService;
    /** The signed-in staff member of a console route (the console's guard has run). */
    actorOf: (request: FastifyRequest) => Actor;
  },
) => {
  route(contractAdminEndpoints.runs, ({ query }) => settlements.runs(query));
  route(contractAdminEndpoints.rerun, ({ body, request }) =>
    settlements.rerun(actorOf(request), body, request.language),
  );
  route(contractAdminEndpoints.records, ({ query }) => settlements.records(query));
  route(contractAdminEndpoints.approve, ({ params, request }) =>
    settlements.approve(actorOf(request), params.id),
  );
  route(contractAdminEndpoints.reject, ({ params, body, request }) =>
    settlements.reject(actorOf(request), params.id, body.reason),
  );
  route(contractAdminEndpoints.adjust, ({ params, body, request }) =>
    settlements.adjust(actorOf(request), params.id, body),
  );
};
