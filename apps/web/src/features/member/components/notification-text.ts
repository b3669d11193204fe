import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { parseMinorUnits, type Notification } from '@platform/contract';
import { formatAmount } from '../../../shared/lib/format.ts';

type NotificationParts = Pick<Notification, 'kind' | 'orderNo' | 'amount' | 'reason'>;

/**
 * "入金 1,000.00 が反映されました": a notice in the page's language, with the operator's reason (or
 * the tracking note of shipped goods) if any. A notice of no money uses its kind's `_noAmount` text
 * when it has one (a points mall redemption paid in points only).
 */
export const formatNotification = (t: TFunction, notification: NotificationParts): string => {
  const text = t(`notifications.kinds.${notification.kind}`, {
    amount: formatAmount(notification.amount),
    orderNo: notification.orderNo,
    context: parseMinorUnits(notification.amount) === 0n ? 'noAmount' : undefined,
  });
  if (notification.reason === null) return text;
  const detail =
    notification.kind === 'POINT_REDEMPTION_SHIPPED'
      ? t('notifications.tracking', { note: notification.reason })
      : t('notifications.reason', { reason: notification.reason });
  return `${text} ${detail}`;
};

export const useNotificationText = () => {
  const { t } = useTranslation();
  return (notification: NotificationParts) => formatNotification(t, notification);
};
