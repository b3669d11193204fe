import { useTranslation } from 'react-i18next';
import type { TeamDay, TeamOverview } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { AMOUNT_SERIES, HEAD_COUNT_SERIES } from '../lib/series.ts';

interface SeriesTablesProps {
  overview: TeamOverview;
  isLoading: boolean;
}

/** The overview's series as data: one table of head-counts and one of amounts, each day a row, with totals. */
export function SeriesTables({ overview, isLoading }: SeriesTablesProps) {
  const { t } = useTranslation();
  const dateColumn: Column<TeamDay> = {
    key: 'date',
    header: t('agentReports.overview.columns.date'),
    kind: 'nowrap',
    render: (day) => day.date,
  };
  const headCounts: Column<TeamDay>[] = [
    dateColumn,
    ...HEAD_COUNT_SERIES.map((key): Column<TeamDay> => ({
      key,
      header: t(`agentReports.overview.columns.${key}`),
      kind: 'num',
      render: (day) => day[key].toLocaleString('en-US'),
    })),
  ];
  const amounts: Column<TeamDay>[] = [
    dateColumn,
    ...AMOUNT_SERIES.map((key): Column<TeamDay> => ({
      key,
      header: t(`agentReports.overview.columns.${key}`),
      kind: 'num',
      render: (day) => <Money amount={day[key]} isSigned={key === 'winLoss'} className="report-money" />,
    })),
  ];
  const { totals } = overview;
  const total = t('agentReports.total');
  // The newest day first, as a statement reads.
  const days = [...overview.days].reverse();
  return (
    <div className="report-series">
      <section className="report-series__block" aria-labelledby="series-head-counts">
        <h3 className="report-series__title" id="series-head-counts">
          {t('agentReports.overview.headCounts')}
        </h3>
        <DataTable
          caption={t('agentReports.overview.headCounts')}
          columns={headCounts}
          rows={days}
          rowKey={(day) => day.date}
          isLoading={isLoading}
          emptyText={t('agentReports.overview.empty')}
          footer={{
            date: total,
            ...Object.fromEntries(HEAD_COUNT_SERIES.map((key) => [key, totals[key].toLocaleString('en-US')])),
          }}
        />
      </section>
      <section className="report-series__block" aria-labelledby="series-amounts">
        <h3 className="report-series__title" id="series-amounts">
          {t('agentReports.overview.amounts')}
        </h3>
        <DataTable
          caption={t('agentReports.overview.amounts')}
          columns={amounts}
          rows={days}
          rowKey={(day) => day.date}
          isLoading={isLoading}
          emptyText={t('agentReports.overview.empty')}
          footer={{
            date: total,
            ...Object.fromEntries(
              AMOUNT_SERIES.map((key) => [
                key,
                <Money
                  key={key}
                  amount={totals[key]}
                  isSigned={key === 'winLoss'}
                  className="report-money"
                />,
              ]),
            ),
          }}
        />
      </section>
    </div>
  );
}
