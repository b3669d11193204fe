import { notificationEndpoints } from '@platform/contract';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Router } from '../../platform/http/route.ts';
import type { NotificationsService } from './service.ts';

export const registerNotificationRoutes = (
  route: Router,
  { notifications }: { notifications: NotificationsService },
) => {
  route(notificationEndpoints.list, ({ request }) => notifications.list(principalOf(request).memberId));
  route(notificationEndpoints.markAllRead, ({ request }) =>
    notifications.markAllRead(principalOf(request).memberId),
  );
};
