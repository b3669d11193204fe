import { ticketAdminEndpoints as admin } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../../platform/http/route.ts';
import type { Actor } from '../../../platform/audit/service.ts';
import type { TicketsService } from './service.ts';

/** The operator's side of tickets: events, grants, codes, deliveries and the budget report. */
export const registerTicketConsoleRoutes = (
  route: Router,
  { tickets, actorOf }: { tickets: TicketsService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.events, ({ query }) => tickets.admin.events(query));
  route(admin.createEvent, ({ body, request }) =>
    tickets.admin.saveEvent(actorOf(request), null, body, request.language),
  );
  route(admin.updateEvent, ({ params, body, request }) =>
    tickets.admin.saveEvent(actorOf(request), params.id, body, request.language),
  );
  route(admin.grant, ({ body, request }) => tickets.admin.grant(actorOf(request), body, request.language));
  route(admin.codes, ({ query }) => tickets.admin.codes(query));
  route(admin.createCodes, ({ body, request }) =>
    tickets.admin.createCodes(actorOf(request), body, request.language),
  );
  route(admin.deliveries, ({ query }) => tickets.admin.deliveries(query));
  route(admin.deliver, ({ params, body, request }) =>
    tickets.admin.deliver(actorOf(request), params.id, body),
  );
  route(admin.report, () => tickets.admin.report());
};
