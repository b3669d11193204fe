import { notificationListSchema } from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];

export const registerNotificationRoutes = (
  app: App,
  deps: { notifications: NotificationsService; guard: ReturnType<typeof createAuthGuard> },
) => {
  const { notifications, guard } = deps;
  app.get(
    '/wps/member/notifications',
    {
      onRequest: guard.requireRealMember,
      schema: {
        tags,
        summary: 'The notice bell: latest deposit and withdrawal notices and the unread count',
        description: `Also pushed live over socket.io (event \`notification\`, handshake \`auth.token\`).`,
        response: replies(notificationListSchema),
      },
    },
    async (request) => ok(await notifications.list(principalOf(request).memberId)),
  );

  app.post(
    '/wps/member/notifications/read',
    {
      onRequest: guard.requireRealMember,
      schema: { tags, summary: 'Mark every notice read', response: replies(notificationListSchema) },
    },
    async (request) => ok(await notifications.markAllRead(principalOf(request).memberId)),
  );
};
