import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AGENT_INCOME_RANGE_MAX_DAYS,
  AGENT_INCOME_TYPES,
  agentIncomeQuerySchema,
  type AgentIncomeRow,
  type AgentIncomeType,
  type Language,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { rangeFromParams, refineDateRange, type DateRange } from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useIncome, type IncomeFilters } from '../api/income-summary.ts';
import { IncomeTransfersDialog } from './income-transfers-dialog.tsx';
import './income.css';

/** The window a first visit shows: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const isIncomeType = (value: string | null): value is AgentIncomeType =>
  (AGENT_INCOME_TYPES as readonly (string | null)[]).includes(value);

/** The contract's income query rules plus the range limit and "not after today". */
const buildFilterSchema = (today: string, language: Language) =>
  z
    .object({
      type: z.union([z.literal(''), z.enum(AGENT_INCOME_TYPES)]),
      startDate: agentIncomeQuerySchema.shape.startDate,
      endDate: agentIncomeQuerySchema.shape.endDate,
    })
    .superRefine(refineDateRange(today, AGENT_INCOME_RANGE_MAX_DAYS, language));
type FilterValues = z.input<ReturnType<typeof buildFilterSchema>>;

/** Filters live in the address, so a reload or the back button shows the same rows. */
const useIncomeParams = (today: string) => {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filters: IncomeFilters = {
    type: isIncomeType(type) ? type : undefined,
    ...rangeFromParams(params, today, { maxDays: AGENT_INCOME_RANGE_MAX_DAYS, defaultDays: DEFAULT_DAYS }),
  };
  const write = (next: IncomeFilters) => {
    const query = new URLSearchParams({ startDate: next.startDate, endDate: next.endDate });
    if (next.type !== undefined) query.set('type', next.type);
    setParams(query);
  };
  return { filters, write };
};

/** My income (spec: agentRevenueReport): the agent's earnings per day and type, each row opening its transfers. */
export function IncomeReport() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, write } = useIncomeParams(today);
  const income = useIncome(filters);
  const [opened, setOpened] = useState<AgentIncomeRow | null>(null);
  const schema = useMemo(() => buildFilterSchema(today, language), [today, language]);
  const form = useForm<FilterValues>({
    resolver: useContractResolver(schema),
    values: { type: filters.type ?? '', startDate: filters.startDate, endDate: filters.endDate },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    write({
      type: values.type === '' ? undefined : values.type,
      startDate: values.startDate,
      endDate: values.endDate,
    }),
  );
  const moveWindow = (range: DateRange) => write({ ...filters, ...range });

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
