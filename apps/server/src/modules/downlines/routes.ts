import { downlineEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { DownlinesService } from './service.ts';

/** Per-IP limit of affiliate code checks: a visitor must not enumerate codes. */
const AFFILIATE_CHECK_LIMIT = { max: 30, timeWindow: 60_000 };

/** The register centre and team management of the agent centre; every call is the caller's own team. */
export const registerDownlineRoutes = (route: Router, { downlines }: { downlines: DownlinesService }) => {
  const agentOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(downlineEndpoints.affiliate, ({ query }) => downlines.checkAffiliate(query), {
    rateLimit: AFFILIATE_CHECK_LIMIT,
  });
  route(downlineEndpoints.rebate, ({ request }) => downlines.rebate(agentOf(request)));
  route(downlineEndpoints.createDownline, ({ body, request }) =>
    downlines.createDownline(agentOf(request), body, request.language),
  );
  route(downlineEndpoints.links, ({ request }) => downlines.links(agentOf(request)));
  route(downlineEndpoints.createLink, ({ body, request }) =>
    downlines.createLink(agentOf(request), body, request.language),
  );
  route(downlineEndpoints.deleteLink, ({ params, request }) =>
    downlines.deleteLink(agentOf(request), params.id),
  );
  route(downlineEndpoints.team, ({ query, request }) => downlines.team(agentOf(request), query));
  route(downlineEndpoints.teamMember, ({ params, request }) =>
    downlines.teamMember(agentOf(request), params.memberId),
  );
  route(downlineEndpoints.remark, ({ params, body, request }) =>
    downlines.setRemark(agentOf(request), params.memberId, body.remark),
  );
  route(downlineEndpoints.setRebate, ({ params, body, request }) =>
    downlines.setRebate(agentOf(request), params.memberId, body.rebateRates, request.language),
  );
  route(downlineEndpoints.setAgent, ({ params, request }) =>
    downlines.setAgent(agentOf(request), params.memberId),
  );
  route(downlineEndpoints.sendMessage, ({ params, body, request }) =>
    downlines.sendMessage(agentOf(request), params.memberId, body),
  );
};
