import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus as Status } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const TONES: Record<Status, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

export function WithdrawalStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`withdraw.status.${status}`)}</Badge>;
}
