import { useTranslation } from 'react-i18next';
import type { ContractStatus, SettlementStatus } from '@platform/contract';
import { CONTRACT_STATUS_TONES, SETTLEMENT_STATUS_TONES } from '@platform/ui/contract-tones.ts';
import { Badge } from '@platform/ui/badge.tsx';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <Badge tone={CONTRACT_STATUS_TONES[status]}>{t(`contracts.statuses.${status}`)}</Badge>;
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SETTLEMENT_STATUS_TONES[status]}>{t(`contracts.record.statuses.${status}`)}</Badge>;
}
