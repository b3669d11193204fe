import { useTranslation } from 'react-i18next';
import type {
  GameCategory,
  GameClassify,
  MaintenanceInput,
  VendorStatus,
  WalletMode,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { maintenancePhase, type MaintenancePhase } from './maintenance-values.ts';

export const useGameLabels = () => {
  const { t } = useTranslation();
  return {
    category: (category: GameCategory) => t(`games.categories.${category}`),
    classify: (classify: GameClassify) => t(`games.classifies.${classify}`),
    walletMode: (mode: WalletMode) => t(`games.walletModes.${mode}`),
  };
};

const VENDOR_STATUS_TONES: Record<VendorStatus, BadgeTone> = { ACTIVE: 'success', DISABLED: 'neutral' };

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const { t } = useTranslation();
  return <Badge tone={VENDOR_STATUS_TONES[status]}>{t(`games.vendorStatuses.${status}`)}</Badge>;
}

const PHASE_TONES: Record<MaintenancePhase, BadgeTone> = {
  now: 'warning',
  planned: 'info',
  ended: 'neutral',
};

/** A maintenance window in the staff member's local time, with whether it is on now. */
export function MaintenanceCell({ window }: { window: MaintenanceInput | null }) {
  const { t } = useTranslation();
  if (window === null) return <span className="muted">{t('games.maintenance.none')}</span>;
  const phase = maintenancePhase(window);
  return (
    <span className="cell-stack cell-stack--column">
      <Badge tone={PHASE_TONES[phase]}>{t(`games.maintenance.phases.${phase}`)}</Badge>
      <span className="num">{formatLocal(window.startTime)}</span>
      <span className="num muted">{t('games.maintenance.until', { at: formatLocal(window.endTime) })}</span>
    </span>
  );
}
