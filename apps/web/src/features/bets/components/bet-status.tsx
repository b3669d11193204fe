import { useTranslation } from 'react-i18next';
import type { BetStatus as Status } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';

const TONES: Record<Status, BadgeTone> = { OPEN: 'warning', SETTLED: 'success', CANCELLED: 'neutral' };

/** A round's state: open, settled or cancelled. */
export function BetStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`bets.statuses.${status}`)}</Badge>;
}
