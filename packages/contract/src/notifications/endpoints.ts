import { endpoint } from '../endpoint.ts';
import { notificationListSchema } from './schemas.ts';

const tags = ['notifications'];

/** The notice bell of deposits and withdrawals. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/member/notifications',
    tags,
    summary: 'The notice bell: latest deposit and withdrawal notices and the unread count',
    description: 'Also pushed live over socket.io (event `notification`, handshake `auth.token`).',
    access: 'member',
    response: notificationListSchema,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/wps/member/notifications/read',
    tags,
    summary: 'Mark every notice read',
    access: 'member',
    response: notificationListSchema,
  }),
};
