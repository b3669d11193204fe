import { ticketEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { TicketsService } from './service.ts';

/** The member's tickets: every call is scoped to the caller's own tickets and the events open to it. */
export const registerTicketRoutes = (route: Router, { tickets }: { tickets: TicketsService }) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(ticketEndpoints.overview, ({ request }) => tickets.overview(memberOf(request), request.language));
  route(ticketEndpoints.event, ({ params, request }) =>
    tickets.event(memberOf(request), params.id, request.language),
  );
  route(ticketEndpoints.open, ({ params, request }) =>
    tickets.open(memberOf(request), params.id, request.language),
  );
  route(ticketEndpoints.records, ({ query, request }) =>
    tickets.records(memberOf(request), query, request.language),
  );
  route(ticketEndpoints.redeem, ({ body, request }) => tickets.redeem(memberOf(request), body.code));
  route(ticketEndpoints.raffleClaim, ({ body, request }) =>
    tickets.raffleClaim(memberOf(request), body.eventId),
  );
};
