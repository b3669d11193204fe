import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_INCOME_RANGE_MAX_DAYS,
  AGENT_INCOME_TYPES,
  type AgentIncomeRow,
  type AgentIncomeType,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { useTypeRangeFilter, type TypeRangeSpec } from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useIncome } from '../api/income-summary.ts';
import { IncomeTransfersDialog } from './income-transfers-dialog.tsx';
import './income.css';

/** The income filter: its types, the API's range limit, and a first visit's last 30 days. */
const INCOME_FILTER: TypeRangeSpec<AgentIncomeType> = {
  types: AGENT_INCOME_TYPES,
  maxDays: AGENT_INCOME_RANGE_MAX_DAYS,
  defaultDays: 30,
};

/** My income (spec: agentRevenueReport): the agent's earnings per day and type, each row opening its transfers. */
export function IncomeReport() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, form, onSubmit, moveWindow } = useTypeRangeFilter(INCOME_FILTER, today);
  const income = useIncome(filters);
  const [opened, setOpened] = useState<AgentIncomeRow | null>(null);
  const { errors } = form.formState;

  const typeOptions = [
    { value: '', label: t('agentIncome.allTypes') },
    ...AGENT_INCOME_TYPES.map((type) => ({ value: type, label: t(`agentIncome.types.${type}`) })),
  ];
  const columns: Column<AgentIncomeRow>[] = [
    { key: 'date', header: t('agentIncome.columns.date'), kind: 'nowrap', render: (row) => row.date },
    {
      key: 'type',
      header: t('agentIncome.columns.type'),
      render: (row) => <span className="income__type">{t(`agentIncome.types.${row.type}`)}</span>,
    },
    { key: 'count', header: t('agentIncome.columns.count'), kind: 'num', render: (row) => row.count },
    {
      key: 'amount',
      header: t('agentIncome.columns.amount'),
      kind: 'num',
      render: (row) => <Money amount={row.amount} isSigned />,
    },
    {
      key: 'actions',
      header: t('agentIncome.columns.actions'),
      kind: 'actions',
      render: (row) => (
        <Button variant="ghost" size="sm" onClick={() => setOpened(row)}>
          {t('agentIncome.details')}
        </Button>
      ),
    },
  ];

  const data = income.data;
  return (
    <div className="page income">
      <header className="page__header">
        <h1 className="page__title">{t('agentIncome.title')}</h1>
        <p className="page__subtitle">{t('agentIncome.lead')}</p>
      </header>
      <section className="card income__card">
        <form
          className="income__filters"
          role="search"
          aria-label={t('agentIncome.filters')}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <SelectField label={t('agentIncome.type')} options={typeOptions} {...form.register('type')} />
          <DateRangeFields
            today={today}
            start={form.register('startDate')}
            end={form.register('endDate')}
            errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
            startLabel={t('dateRange.startDate')}
            endLabel={t('dateRange.endDate')}
          />
          <Button type="submit" className="income__search">
            {t('agentIncome.search')}
          </Button>
        </form>
        <DateRangePresets range={filters} today={today} onChange={moveWindow} />
      </section>
      {data === undefined ? (
        <PageStatus
          error={income.error}
          message={t('errors.loadFailed')}
          onRetry={() => void income.refetch()}
        />
      ) : (
        <>
          <dl className="income__totals" aria-label={t('agentIncome.totals')}>
            <div className="income__total income__total--main">
              <dt>{t('agentIncome.total')}</dt>
              <dd>
                <Money amount={data.total} />
              </dd>
            </div>
            {data.totals.map((row) => (
              <div key={row.type} className="income__total">
                <dt>{t(`agentIncome.types.${row.type}`)}</dt>
                <dd>
                  <Money amount={row.amount} />
                  <span className="income__count">{t('agentIncome.payments', { count: row.count })}</span>
                </dd>
              </div>
            ))}
          </dl>
          <section className="card">
            <DataTable
              caption={t('agentIncome.caption')}
              columns={columns}
              rows={data.rows}
              rowKey={(row) => `${row.date} ${row.type}`}
              isLoading={income.isFetching}
              emptyText={t('agentIncome.empty')}
            />
          </section>
        </>
      )}
      {opened && <IncomeTransfersDialog row={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
