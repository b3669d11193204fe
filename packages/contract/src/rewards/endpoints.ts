import { endpoint } from '../endpoint.ts';
import {
  rewardSummarySchema,
  rewardListQuerySchema,
  rewardPageSchema,
  rewardIdParams,
  rewardClaimSchema,
  rewardClaimAllSchema,
  promoCountsSchema,
  turnoverOverviewSchema,
} from './core.ts';

/*
 * The reward centre's endpoints, apart from their schemas (core.ts): the member site's build keeps
 * only their method and path (apps/web/vite.config.ts), so the menu's badge call brings no schema.
 */

const tags = ['rewards'];

const MEMBER_ONLY =
  'Real accounts only (a trial account gets `in_need_true_account`); `feature_disabled` when the ' +
  'rewards switch is off.';

export const rewardEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/summary',
    tags,
    summary: 'Reward centre totals: total bonus, total points, received today, rewards waiting',
    description: MEMBER_ONLY,
    access: 'member',
    response: rewardSummarySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards',
    tags,
    summary: 'The member’s rewards: to claim (PENDING) or history, newest first',
    description: `${MEMBER_ONLY} A pending reward past its expiry is EXPIRED when read.`,
    access: 'member',
    query: rewardListQuerySchema,
    response: rewardPageSchema,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/:id/claim',
    tags,
    summary: 'Claim one pending reward: paid once, however many claims arrive at the same time',
    description:
      `${MEMBER_ONLY} Another member’s reward is \`not_found_entity\`; a claimed one ` +
      '`reward_already_claimed`, an expired or cancelled one `reward_expired`.',
    access: 'member',
    params: rewardIdParams,
    response: rewardClaimSchema,
  }),
  claimAll: endpoint({
    method: 'POST',
    path: '/wps/relay/rewards/claim-all',
    tags,
    summary: 'Claim every pending reward (expired ones are skipped)',
    description: MEMBER_ONLY,
    access: 'member',
    response: rewardClaimAllSchema,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/counts',
    tags,
    summary: 'Counts of each reward kind and the member menu’s badges (mission, message, reward)',
    description: `${MEMBER_ONLY} Polled every 5 minutes.`,
    access: 'member',
    response: promoCountsSchema,
  }),
  turnover: endpoint({
    method: 'GET',
    path: '/wps/relay/rewards/turnover',
    tags,
    summary: 'Bonus turnover requirements with their progress, and the amount that can be withdrawn now',
    description: MEMBER_ONLY,
    access: 'member',
    response: turnoverOverviewSchema,
  }),
};
