import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Notification } from '@platform/contract';
import { formatAmount } from '../../../shared/lib/format.ts';

type NotificationParts = Pick<Notification, 'kind' | 'amount' | 'reason'>;

/** "入金 1,000.00 が反映されました": a notice in the page's language, with the operator's reason if any. */
export const formatNotification = (t: TFunction, notification: NotificationParts): string => {
  const text = t(`notifications.kinds.${notification.kind}`, { amount: formatAmount(notification.amount) });
  return notification.reason === null
    ? text
    : `${text} ${t('notifications.reason', { reason: notification.reason })}`;
};

export const useNotificationText = () => {
  const { t } = useTranslation();
  return (notification: NotificationParts) => formatNotification(t, notification);
};
