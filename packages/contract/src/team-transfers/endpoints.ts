import { endpoint } from '../endpoint.ts';
import {
  downlineTransferRequestSchema,
  teamTransferConfigSchema,
  teamTransferResultSchema,
  teamTransferSettingsInputSchema,
  teamTransferSettingsSchema,
  uplineTransferRequestSchema,
} from './schemas.ts';

const tags = ['team-transfers'];

export const teamTransferEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/wps/team-transfers/config',
    tags,
    summary: 'Which team transfers the member may make, the limits and what it moved today',
    access: 'member',
    response: teamTransferConfigSchema,
  }),
  toDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/transfers',
    tags,
    summary: 'An agent pays a direct downline, or takes money back from one (operator switch)',
    description:
      'Main wallet to main wallet through the ledger, checked by the payment password as a withdrawal is. The same `requestId` moves money once.',
    access: 'member',
    body: downlineTransferRequestSchema,
    response: teamTransferResultSchema,
  }),
  toUpline: endpoint({
    method: 'POST',
    path: '/wps/member/transfer-upline',
    tags,
    summary: 'A member pays its upline (spec: transferUpline)',
    description: 'Shown when the operator allows it. The same `requestId` moves money once.',
    access: 'member',
    body: uplineTransferRequestSchema,
    response: teamTransferResultSchema,
  }),
};

export const teamTransferAdminEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/console-api/team-transfer-settings',
    tags,
    summary: 'Agent transfers: switches and limits',
    access: { staff: 'finance.read' },
    response: teamTransferSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/console-api/team-transfer-settings',
    tags,
    summary: 'Set the agent transfer switches and limits; audited',
    access: { staff: 'finance.write' },
    body: teamTransferSettingsInputSchema,
    response: teamTransferSettingsSchema,
  }),
};
