import { useTranslation } from 'react-i18next';
import type { ContractTerms, DividendTier, RealtimeTier, SalaryTier } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';

type Row<T> = T & { n: number };

/**
 * A contract's tiers as a table, one row per tier, with the conditions of its kind and its rates
 * (a dividend's period above it).
 */
export function RateTable({ terms, caption }: { terms: ContractTerms; caption?: string }) {
  const { t } = useTranslation();
  const label = caption ?? t('contracts.tiers.caption');
  const tier = { key: 'tier', header: t('contracts.tiers.tier'), kind: 'nowrap' as const };
  const money = (amount: string | null) =>
    amount === null ? t('contracts.tiers.none') : <Money amount={amount} />;
  const rate = (text: string) => <strong className="contract-rates__rate">{text}%</strong>;
  const tierName = (row: { n: number }) => t('contracts.tiers.tierN', { n: row.n });
  const tierTable = <T,>(tiers: T[], columns: Column<Row<T>>[]) => (
    <DataTable
      caption={label}
      columns={columns}
      rows={tiers.map((row, index) => ({ ...row, n: index + 1 }))}
      rowKey={(row) => row.n}
      emptyText=""
    />
  );

  let table;
  switch (terms.kind) {
    case 'DIVIDEND': {
      const columns: Column<Row<DividendTier>>[] = [
        { ...tier, render: tierName },
        {
          key: 'bet',
          header: t('contracts.tiers.minValidBet'),
          kind: 'num',
          render: (r) => money(r.minValidBet),
        },
        {
          key: 'loss',
          header: t('contracts.tiers.minNetLoss'),
          kind: 'num',
          render: (r) => money(r.minNetLoss),
        },
        {
          key: 'active',
          header: t('contracts.tiers.minActiveMembers'),
          kind: 'num',
          render: (r) => r.minActiveMembers,
        },
        {
          key: 'periodic',
          header: t('contracts.tiers.periodicBet'),
          kind: 'num',
          render: (r) => money(r.periodicBet),
        },
        { key: 'rate', header: t('contracts.tiers.rate'), kind: 'num', render: (r) => rate(r.rate) },
      ];
      table = tierTable(terms.tiers, columns);
      break;
    }
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY': {
      const isFixed = terms.tiers[0]?.rateType === 'FIXED';
      const columns: Column<Row<SalaryTier>>[] = [
        { ...tier, render: tierName },
        {
          key: 'bet',
          header: t('contracts.tiers.minValidBet'),
          kind: 'num',
          render: (r) => money(r.minValidBet),
        },
        {
          key: 'active',
          header: t('contracts.tiers.minActiveMembers'),
          kind: 'num',
          render: (r) => r.minActiveMembers,
        },
        {
          key: 'rate',
          header: t(isFixed ? 'contracts.tiers.rateFixed' : 'contracts.tiers.rate'),
          kind: 'num',
          render: (r) => (r.rateType === 'FIXED' ? <strong>{money(r.rate)}</strong> : rate(r.rate)),
        },
      ];
      table = tierTable(terms.tiers, columns);
      break;
    }
    case 'REALTIME_SALARY': {
      const columns: Column<Row<RealtimeTier>>[] = [
        { ...tier, render: tierName },
        { key: 'bet', header: t('contracts.tiers.minBet'), kind: 'num', render: (r) => money(r.minBet) },
        { key: 'loss', header: t('contracts.tiers.lossRate'), kind: 'num', render: (r) => rate(r.lossRate) },
        { key: 'win', header: t('contracts.tiers.winRate'), kind: 'num', render: (r) => rate(r.winRate) },
      ];
      table = tierTable(terms.tiers, columns);
      break;
    }
  }

  return (
    <div className="contract-rates">
      {terms.kind === 'DIVIDEND' && (
        <p className="contract-rates__period">
          <span>{t('contracts.mine.period')}</span>
          <strong>{t(`contracts.periods.${terms.period}`)}</strong>
        </p>
      )}
      {table}
    </div>
  );
}
