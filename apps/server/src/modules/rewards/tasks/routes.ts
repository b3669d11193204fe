import { rewardTaskAdminEndpoints as admin, rewardTaskEndpoints as tasks } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/audit/service.ts';
import { principalOf } from '../../../platform/auth/guard.ts';
import type { Router } from '../../../platform/http/route.ts';
import type { RewardTasksService } from './service.ts';

/** The reward centre's tasks: every call is the caller's own sign-in, steps, rescues and codes. */
export const registerRewardTaskRoutes = (
  route: Router,
  { rewardTasks }: { rewardTasks: RewardTasksService },
) => {
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(tasks.signIn, ({ request }) => rewardTasks.signInView(memberOf(request)));
  route(tasks.signInToday, ({ request }) => rewardTasks.signIn(memberOf(request)));
  route(tasks.newbie, ({ request }) => rewardTasks.newbieView(memberOf(request)));
  route(tasks.claimNewbie, ({ params, request }) =>
    rewardTasks.claimNewbie(memberOf(request), params.stepId),
  );
  route(tasks.rescue, ({ request }) => rewardTasks.rescueView(memberOf(request)));
  route(tasks.promoCode, ({ body, request }) => rewardTasks.promoCodeView(memberOf(request), body.code));
  route(tasks.redeemPromoCode, ({ body, request }) =>
    rewardTasks.redeemPromoCode(memberOf(request), body.code),
  );
};

/** The operator's side: the tasks' settings and promo codes, each change audited. */
export const registerRewardTaskConsoleRoutes = (
  route: Router,
  { rewardTasks, actorOf }: { rewardTasks: RewardTasksService; actorOf: (request: FastifyRequest) => Actor },
) => {
  const { admin: service } = rewardTasks;
  route(admin.signInSettings, () => service.signInSettings());
  route(admin.setSignInSettings, ({ body, request }) => service.setSignInSettings(actorOf(request), body));
  route(admin.newbieSettings, () => service.newbieSettings());
  route(admin.setNewbieSettings, ({ body, request }) => service.setNewbieSettings(actorOf(request), body));
  route(admin.rescueSettings, () => service.rescueSettings());
  route(admin.setRescueSettings, ({ body, request }) => service.setRescueSettings(actorOf(request), body));
  route(admin.promoCodes, ({ query }) => service.promoCodes(query));
  route(admin.promoCodeVendors, () => service.promoCodeVendors());
  route(admin.createPromoCode, ({ body, request }) =>
    service.createPromoCode(actorOf(request), body, request.language),
  );
  route(admin.updatePromoCode, ({ params, body, request }) =>
    service.updatePromoCode(actorOf(request), params.id, body, request.language),
  );
};
