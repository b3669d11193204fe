import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { liveChatSchema, liveHostParamsSchema, liveHostSchema, liveRoomSchema } from './schemas.ts';

const tags = ['live'];

/** The live lobby: the vendors' tables with their state, the operator's hosts and their chat. */
export const liveEndpoints = {
  rooms: endpoint({
    method: 'GET',
    path: '/wps/relay/live/rooms',
    tags,
    summary: 'Room list: the live tables of every vendor that publishes them, with their state and road',
    description:
      'Each active vendor with a rooms address is asked `GET <roomsUrl>?currency=<site currency>` ' +
      '(`vendorRoomSchema` in the contract); a vendor that does not answer within 2 s, or answers what does not read, shows no ' +
      'tables. A table is listed only while its game is in the lobby (enabled, of an active vendor).',
    access: 'public',
    response: z.array(liveRoomSchema),
  }),
  models: endpoint({
    method: 'GET',
    path: '/wps/relay/live/models',
    tags,
    summary: 'Live model list: the operator’s active hosts, with picture, status and languages',
    access: 'public',
    response: z.array(liveHostSchema),
  }),
  chat: endpoint({
    method: 'GET',
    path: '/wps/relay/live/models/:id/chat',
    tags,
    summary:
      'Chat launch: the host’s chat link, opened in the customer-service window. 404 live_host_not_found, ' +
      '409 live_host_offline, 403 in_need_true_account for a trial account',
    access: 'member',
    params: liveHostParamsSchema,
    response: liveChatSchema,
  }),
};
