import { contractEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { ContractsService } from './service.ts';

/** Dividend and salary contracts of the agent centre: every call is the caller's own side of a contract. */
export const registerContractRoutes = (route: Router, { contracts }: { contracts: ContractsService }) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(contractEndpoints.consolidated, ({ request }) => contracts.flags(memberOf(request)));
  route(contractEndpoints.list, ({ query, request }) => contracts.list(memberOf(request), query));
  route(contractEndpoints.waiting, ({ request }) => contracts.waiting(memberOf(request)));
  route(contractEndpoints.limits, ({ query, request }) => contracts.limits(memberOf(request), query));
  route(contractEndpoints.offer, ({ body, request }) =>
    contracts.offer(memberOf(request), body, request.language),
  );
  route(contractEndpoints.change, ({ params, body, request }) =>
    contracts.change(memberOf(request), params.id, body.terms, request.language),
  );
  route(contractEndpoints.answer, ({ params, body, request }) =>
    contracts.answer(memberOf(request), params.id, body),
  );
  route(contractEndpoints.terminate, ({ params, request }) =>
    contracts.terminate(memberOf(request), params.id),
  );
  route(contractEndpoints.history, ({ params, request }) => contracts.history(memberOf(request), params.id));
};
