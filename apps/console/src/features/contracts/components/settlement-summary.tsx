import { useTranslation } from 'react-i18next';
import type { Settlement } from '@platform/contract';

/** The record a decision is about: agent, kind, period and amount. */
export function SettlementSummary({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('contracts.settlements.agent'), value: settlement.agent.account },
    { label: t('contracts.kind'), value: t(`contracts.kinds.${settlement.kind}`) },
    { label: t('contracts.settlements.period'), value: settlement.period },
    { label: t('contracts.settlements.amount'), value: <span className="num">{settlement.amount}</span> },
  ];
  return (
    <dl className="details">
      {rows.map((row) => (
        <div key={row.label} className="details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
