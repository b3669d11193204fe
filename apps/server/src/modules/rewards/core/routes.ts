import { rewardAdminEndpoints as admin, rewardEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/audit/service.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Router } from '../../../platform/http/route.ts';
import type { RewardsCore } from './service.ts';

/** The reward centre's own calls (the member's rewards, counts and turnover) and the console's. */
export const registerRewardsCoreRoutes = (
  route: Router,
  { rewards, actorOf }: { rewards: RewardsCore; actorOf: (request: FastifyRequest) => Actor },
) => {
  /** The caller, once the rewards switch is known to be on. */
  const memberOf = async (request: FastifyRequest) => {
    await rewards.requireEnabled();
    return principalOf(request).memberId;
  };

  route(rewardEndpoints.summary, async ({ request }) => rewards.summary(await memberOf(request)));
  route(rewardEndpoints.list, async ({ query, request }) =>
    rewards.list(await memberOf(request), query, request.language),
  );
  route(rewardEndpoints.claim, async ({ params, request }) =>
    rewards.claim(await memberOf(request), params.id, request.language),
  );
  route(rewardEndpoints.claimAll, async ({ request }) => rewards.claimAll(await memberOf(request)));
  route(rewardEndpoints.counts, async ({ request }) => rewards.counts(await memberOf(request)));
  route(rewardEndpoints.turnover, async ({ request }) =>
    rewards.turnoverOverview(await memberOf(request), request.language),
  );

  route(admin.list, ({ query }) => rewards.admin.list(query));
  route(admin.grant, ({ body, request }) => rewards.admin.grant(actorOf(request), body, request.language));
  route(admin.cancel, ({ params, body, request }) =>
    rewards.admin.cancel(actorOf(request), params.id, body.reason),
  );
  route(admin.turnover, ({ query, request }) => rewards.admin.turnover(query, request.language));
  route(admin.cancelTurnover, ({ params, body, request }) =>
    rewards.admin.cancelTurnover(actorOf(request), params.id, body.reason, request.language),
  );
  route(admin.forfeitTurnover, ({ params, body, request }) =>
    rewards.admin.forfeitTurnover(actorOf(request), params.id, body.reason, request.language),
  );
  route(admin.cost, ({ query }) => rewards.admin.cost(query));
  route(admin.audienceAgents, ({ query, request }) => rewards.admin.audienceAgents(query, request.language));
};
