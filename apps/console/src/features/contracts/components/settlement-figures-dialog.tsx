import { useTranslation } from 'react-i18next';
import type { Settlement, SettlementFigures } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { when } from '../lib/when.ts';
import { SettlementStatusBadge } from './status-badges.tsx';

/** The figures a kind uses, in the order the amount is worked out from them. */
const FIGURES = {
  DIVIDEND: [
    'teamValidBet',
    'teamNetLoss',
    'activeMembers',
    'periodicBets',
    'serviceFee',
    'carriedIn',
    'carriedOut',
  ],
  DAILY_SALARY: ['teamValidBet', 'activeMembers'],
  HOURLY_SALARY: ['teamValidBet', 'activeMembers'],
  REALTIME_SALARY: ['teamValidBet', 'losingStake', 'winningStake'],
} as const satisfies Record<Settlement['kind'], readonly (keyof SettlementFigures)[]>;

const shown = (value: SettlementFigures[keyof SettlementFigures]) =>
  value === null ? '—' : Array.isArray(value) ? value.join(' / ') : String(value);

/** Every figure behind a settlement's amount: the team's, the tier and rate, and what the downlines took. */
export function SettlementFiguresDialog({
  settlement,
  onClose,
}: {
  settlement: Settlement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { figures } = settlement;
  const rows = [
    ...FIGURES[settlement.kind].map((key) => ({
      label: t(`contracts.figures.${key}`),
      value: shown(figures[key]),
    })),
    {
      label: t('contracts.figures.tier'),
      value: figures.tierIndex === null ? t('contracts.figures.noTier') : String(figures.tierIndex + 1),
    },
    // A fixed amount or a real-time tier (a rate each way) has no one rate.
    ...(figures.rate === null ? [] : [{ label: t('contracts.figures.rate'), value: `${figures.rate}%` }]),
    { label: t('contracts.figures.teamAmount'), value: figures.teamAmount },
    { label: t('contracts.figures.downlineAmount'), value: figures.downlineAmount },
    { label: t('contracts.settlements.amount'), value: settlement.amount },
    { label: t('contracts.settlements.adjustment'), value: settlement.adjustment },
  ];
  return (
    <Dialog
      title={t('contracts.figures.title', { account: settlement.agent.account, period: settlement.period })}
      onClose={onClose}
      closesOnBackdrop
    >
      <p className="cell-stack">
        <SettlementStatusBadge status={settlement.status} />
        <span className="muted">
          {when(settlement.periodStart)} – {when(settlement.periodEnd)}
        </span>
      </p>
      {settlement.reason !== null && (
        <p>{t('contracts.settlements.reasonShown', { reason: settlement.reason })}</p>
      )}
      <dl className="details">
        {rows.map((row) => (
          <div key={row.label} className="details__row">
            <dt>{row.label}</dt>
            <dd className="num">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
