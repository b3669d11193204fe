import { endpoint } from '../endpoint.ts';
import {
  affiliateQuerySchema,
  affiliateSchema,
  agentRebateSchema,
  createDownlineSchema,
  createdDownlineSchema,
  createLinkSchema,
  downlineMessageSchema,
  linkIdParamsSchema,
  downlineIdParamsSchema,
  downlineOkSchema,
  referralLinkSchema,
  referralLinksSchema,
  remarkSchema,
  setRebateSchema,
  teamMemberSchema,
  teamPageSchema,
  teamQuerySchema,
} from './schemas.ts';

const tags = ['downlines'];
const agentsOnly = ' Agents only (`forbidden` otherwise); scoped to the caller’s own team.';

/** The agent's register centre and team management (spec section 2: registerCenter, downlineManagmentView). */
export const downlineEndpoints = {
  rebate: endpoint({
    method: 'GET',
    path: '/wps/agent/rebate',
    tags,
    summary:
      'The caller’s own rebate rates per product category (the ceiling of its downlines’).' + agentsOnly,
    access: 'member',
    response: agentRebateSchema,
  }),
  createDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/downlines',
    tags,
    summary:
      'Create a direct downline (agent or member) with its rebate rates, none above the caller’s own ' +
      '(422 under `rebateRates.<category>`); an agent only where the agent policy allows.' +
      agentsOnly,
    access: 'member',
    body: createDownlineSchema,
    response: createdDownlineSchema,
  }),
  links: endpoint({
    method: 'GET',
    path: '/wps/agent/links',
    tags,
    summary: 'The caller’s referral links with their registered counts, newest first.' + agentsOnly,
    access: 'member',
    response: referralLinksSchema,
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/wps/agent/links',
    tags,
    summary: 'Create a referral link: the account type it creates, its expiry and channel.' + agentsOnly,
    access: 'member',
    body: createLinkSchema,
    response: referralLinkSchema,
  }),
  deleteLink: endpoint({
    method: 'DELETE',
    path: '/wps/agent/links/:id',
    tags,
    summary: 'Delete one of the caller’s links; registrations through it stay in the team.' + agentsOnly,
    access: 'member',
    params: linkIdParamsSchema,
    response: downlineOkSchema,
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    tags,
    summary:
      'Whether an affiliate code (a link’s code or an agent’s code, or the first label of a three-part ' +
      'host name) is valid for registration now',
    access: 'public',
    query: affiliateQuerySchema,
    response: affiliateSchema,
  }),
  team: endpoint({
    method: 'GET',
    path: '/wps/agent/team',
    tags,
    summary:
      'Direct agents or direct players of the caller, or of an agent inside its team, with search and ' +
      'filters.' +
      agentsOnly,
    access: 'member',
    query: teamQuerySchema,
    response: teamPageSchema,
  }),
  teamMember: endpoint({
    method: 'GET',
    path: '/wps/agent/team/:memberId',
    tags,
    summary: 'One downline of the caller’s team.' + agentsOnly,
    access: 'member',
    params: downlineIdParamsSchema,
    response: teamMemberSchema,
  }),
  remark: endpoint({
    method: 'PUT',
    path: '/wps/agent/team/:memberId/remark',
    tags,
    summary: 'The caller’s own remark on a downline (empty clears it).' + agentsOnly,
    access: 'member',
    params: downlineIdParamsSchema,
    body: remarkSchema,
    response: teamMemberSchema,
  }),
  setRebate: endpoint({
    method: 'PUT',
    path: '/wps/agent/team/:memberId/rebate',
    tags,
    summary:
      'Set a direct downline’s rebate rates: none above the caller’s own, none below the highest of the ' +
      'downline’s own downlines.' +
      agentsOnly,
    access: 'member',
    params: downlineIdParamsSchema,
    body: setRebateSchema,
    response: teamMemberSchema,
  }),
  setAgent: endpoint({
    method: 'POST',
    path: '/wps/agent/team/:memberId/agent',
    tags,
    summary:
      'Make a direct player an agent, where the agent policy allows (403 `forbidden` otherwise).' +
      agentsOnly,
    access: 'member',
    params: downlineIdParamsSchema,
    response: teamMemberSchema,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/wps/agent/team/:memberId/message',
    tags,
    summary: 'Send a message to a downline’s inbox.' + agentsOnly,
    access: 'member',
    params: downlineIdParamsSchema,
    body: downlineMessageSchema,
    response: downlineOkSchema,
  }),
};
