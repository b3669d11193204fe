import { useTranslation } from 'react-i18next';
import type { BetTotals as Totals } from '@platform/contract';
import { Money } from '../../../shared/ui/money.tsx';

interface BetTotalsProps {
  /** Unknown while the first answer loads. */
  totals: Totals | undefined;
  label: string;
}

/** Count, stake, valid bet, payout and the signed win/loss of a range. */
export function BetTotals({ totals, label }: BetTotalsProps) {
  const { t } = useTranslation();
  const items = [
    { key: 'betCount', label: t('bets.betCount'), value: totals?.betCount },
    { key: 'stake', label: t('bets.stake'), value: totals && <Money amount={totals.stake} /> },
    { key: 'validBet', label: t('bets.validBet'), value: totals && <Money amount={totals.validBet} /> },
    { key: 'payout', label: t('bets.payout'), value: totals && <Money amount={totals.payout} /> },
    {
      key: 'winLoss',
      label: t('bets.winLoss'),
      value: totals && <Money amount={totals.winLoss} isSigned />,
    },
  ];
  return (
    <dl className="totals totals--wide" aria-label={label}>
      {items.map((item) => (
        <div className="totals__item" key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
