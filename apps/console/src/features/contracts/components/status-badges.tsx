import { useTranslation } from 'react-i18next';
import type { ContractStatus, SettlementStatus } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const CONTRACT_TONES: Record<ContractStatus, BadgeTone> = {
  PENDING: 'warning',
  PENDING_CHANGE: 'warning',
  PENDING_TERMINATION: 'warning',
  SIGNED: 'success',
  NOT_SIGNED: 'neutral',
  CANCELLED: 'neutral',
};

const SETTLEMENT_TONES: Record<SettlementStatus, BadgeTone> = {
  PENDING: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  NO_PAYOUT: 'neutral',
};

const RUN_TONES = { running: 'info', done: 'success', failed: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <Badge tone={CONTRACT_TONES[status]}>{t(`contracts.statuses.${status}`)}</Badge>;
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SETTLEMENT_TONES[status]}>{t(`contracts.settlementStatuses.${status}`)}</Badge>;
}

export function RunStatusBadge({ status }: { status: keyof typeof RUN_TONES }) {
  const { t } = useTranslation();
  return <Badge tone={RUN_TONES[status]}>{t(`contracts.runStatuses.${status}`)}</Badge>;
}
