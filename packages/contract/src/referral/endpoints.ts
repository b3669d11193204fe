import { endpoint } from '../endpoint.ts';
import {
  referralInviteePageSchema,
  referralInviteesQuerySchema,
  referralOverviewSchema,
  referralRecordPageSchema,
  referralRecordsQuerySchema,
} from './schemas.ts';

const tags = ['referral'];
const MEMBER_ONLY =
  'Real accounts only (`in_need_true_account` for a trial account); `feature_disabled` while the REFERRAL ' +
  'switch is off. Opening it evaluates the member’s invitees first (statuses and rewards are also ' +
  'brought up to date every 15 minutes).';

/** Invite friends (spec: referral; reference section 12): the inviter's side. */
export const referralEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/relay/referral',
    tags,
    summary: 'Invite friends: the member’s code, totals, income per rule and the programme’s rules',
    description: MEMBER_ONLY,
    access: 'member',
    response: referralOverviewSchema,
  }),
  invitees: endpoint({
    method: 'GET',
    path: '/wps/relay/referral/invitees',
    tags,
    summary: 'The members who registered with the member’s code, newest first (names masked)',
    description: MEMBER_ONLY,
    access: 'member',
    query: referralInviteesQuerySchema,
    response: referralInviteePageSchema,
  }),
  records: endpoint({
    method: 'GET',
    path: '/wps/relay/referral/records',
    tags,
    summary: 'The programme’s rewards granted to the member, newest first (claimed in the reward centre)',
    description: MEMBER_ONLY,
    access: 'member',
    query: referralRecordsQuerySchema,
    response: referralRecordPageSchema,
  }),
};
