import { useTranslation } from 'react-i18next';
import { DEPOSIT_CHANNEL_KIND, DEPOSIT_STATUS, type DepositOrder } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const TONES: Record<DepositOrder['status'], BadgeTone> = {
  PENDING: 'warning',
  CREDITED: 'success',
  FAILED: 'danger',
  EXPIRED: 'neutral',
};

/** The order's state in words: a pending online order waits for payment, a bank one for checking. */
export const useDepositStatusText = () => {
  const { t } = useTranslation();
  return (order: Pick<DepositOrder, 'status' | 'channelKind'>): string => {
    if (order.status !== DEPOSIT_STATUS.PENDING) return t(`deposit.status.${order.status}`);
    return order.channelKind === DEPOSIT_CHANNEL_KIND.ONLINE
      ? t('deposit.status.waitingForPayment')
      : t('deposit.status.waitingForReview');
  };
};

export function DepositStatus({ order }: { order: Pick<DepositOrder, 'status' | 'channelKind'> }) {
  const statusText = useDepositStatusText();
  return <Badge tone={TONES[order.status]}>{statusText(order)}</Badge>;
}
