import { contractAdminEndpoints as admin } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { Actor } from '../../platform/audit/service.ts';
import type { FastifyRequest } from 'fastify';
import type { ContractsService } from './service.ts';

/** The operator's side of contracts: the policy per kind and the contracts, its own with top-level agents. */
export const registerContractConsoleRoutes = (
  route: Router,
  { contracts, actorOf }: { contracts: ContractsService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.policies, () => contracts.admin.policies());
  route(admin.setPolicy, ({ params, body, request }) =>
    contracts.admin.setPolicy(actorOf(request), params.kind, body, request.language),
  );
  route(admin.list, ({ query }) => contracts.admin.list(query));
  route(admin.offer, ({ body, request }) => contracts.admin.offer(actorOf(request), body, request.language));
  route(admin.change, ({ params, body, request }) =>
    contracts.admin.change(actorOf(request), params.id, body.terms, request.language),
  );
  route(admin.answer, ({ params, body, request }) =>
    contracts.admin.answer(actorOf(request), params.id, body.answer),
  );
  route(admin.terminate, ({ params, request }) => contracts.admin.terminate(actorOf(request), params.id));
  route(admin.history, ({ params }) => contracts.admin.history(params.id));
};
