import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationList } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every token's notices: what a live notification invalidates. */
export const NOTIFICATIONS_QUERY_KEY = ['member', 'notifications'] as const;

export const getNotifications = (): Promise<NotificationList> => call(notificationEndpoints.list);

export const notificationsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_QUERY_KEY, token], queryFn: getNotifications });

export const useNotifications = (options: { enabled: boolean }) => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...notificationsQueryOptions(token), enabled: options.enabled && token !== '' });
};
