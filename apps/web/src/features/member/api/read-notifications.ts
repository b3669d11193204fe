import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationList } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

/** `POST /wps/member/notifications/read`: marks every notice read and answers the list. */
export const readNotifications = (): Promise<NotificationList> => call(notificationEndpoints.markAllRead);

export const useReadNotifications = () => {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryOptions(token).queryKey, list),
  });
};
