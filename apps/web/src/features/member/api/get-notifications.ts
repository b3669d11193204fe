import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every token's notices: what a live notification invalidates. */
export const NOTIFICATIONS_QUERY_KEY = ['member', 'notifications'] as const;

export const getNotifications = (): Promise<NotificationList> =>
  api.get('/wps/member/notifications', notificationListSchema);

export const notificationsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_QUERY_KEY, token], queryFn: getNotifications });

export const useNotifications = (options: { enabled: boolean }) => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...notificationsQueryOptions(token), enabled: options.enabled && token !== '' });
};
