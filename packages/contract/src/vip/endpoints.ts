import { endpoint } from '../endpoint.ts';
import { vipGrantPageSchema, vipGrantsQuerySchema, vipOverviewSchema } from './schemas.ts';

const MEMBER_ONLY =
  'Real accounts only (`in_need_true_account` for a trial account); `feature_disabled` when the VIP ' +
  'switch is off.';

export const vipEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/relay/vip',
    tags: ['vip'],
    summary: 'The member’s VIP rank, progress to the next rank, this month’s keep progress and the ranks',
    description:
      `${MEMBER_ONLY} Evaluates the member first: a rank whose promotion conditions are met is ` +
      'reached at once (its upgrade bonus granted to the reward centre, once per rank ever).',
    access: 'member',
    response: vipOverviewSchema,
  }),
  grants: endpoint({
    method: 'GET',
    path: '/wps/relay/vip/grants',
    tags: ['vip'],
    summary:
      'The member’s VIP rewards (upgrade bonuses and salaries), newest first; claimed in the reward centre',
    description: MEMBER_ONLY,
    access: 'member',
    query: vipGrantsQuerySchema,
    response: vipGrantPageSchema,
  }),
};
