import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalStatus } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = {
  PENDING: 'warning',
  CREDITED: 'success',
  FAILED: 'danger',
  EXPIRED: 'neutral',
};

const WITHDRAWAL_TONES: Record<WithdrawalStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <Badge tone={DEPOSIT_TONES[status]}>{t(`finance.depositStatuses.${status}`)}</Badge>;
}

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <Badge tone={WITHDRAWAL_TONES[status]}>{t(`finance.withdrawalStatuses.${status}`)}</Badge>;
}
