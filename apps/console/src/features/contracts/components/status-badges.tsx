import { useTranslation } from 'react-i18next';
import type { ContractStatus, SettlementStatus } from '@platform/contract';
import { CONTRACT_STATUS_TONES, SETTLEMENT_STATUS_TONES } from '@platform/ui/contract-tones.ts';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const RUN_TONES = { running: 'info', done: 'success', failed: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <Badge tone={CONTRACT_STATUS_TONES[status]}>{t(`contracts.statuses.${status}`)}</Badge>;
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SETTLEMENT_STATUS_TONES[status]}>{t(`contracts.settlementStatuses.${status}`)}</Badge>;
}

export function RunStatusBadge({ status }: { status: keyof typeof RUN_TONES }) {
  const { t } = useTranslation();
  return <Badge tone={RUN_TONES[status]}>{t(`contracts.runStatuses.${status}`)}</Badge>;
}
