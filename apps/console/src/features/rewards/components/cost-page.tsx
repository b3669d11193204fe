import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardCostQuerySchema, type RewardCost } from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { localDay } from '../../../shared/lib/local-time.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useRewardCost } from '../api/rewards.ts';
import './rewards.css';

const FILTERS = ['startDate', 'endDate'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const filterSchema = withEmptyAsMissing<unknown, Filters>(rewardCostQuerySchema);

/** The last seven days, today included: the range until one is chosen. */
const lastWeek = (): Filters => {
  const now = Date.now();
  return { startDate: localDay(new Date(now - 6 * 86_400_000)), endDate: localDay(new Date(now)) };
};

type SourceRow = RewardCost['bySource'][number];
type ActivityRow = RewardCost['byActivity'][number];

/** What the rewards claimed in a range of days cost, per source and per activity, with the totals. */
export function CostPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const [initial] = useState(lastWeek);
  const today = initial.endDate;
  const chosen: Filters = {
    startDate: list.filters.startDate || initial.startDate,
    endDate: list.filters.endDate || initial.endDate,
  };
  const query = rewardCostQuerySchema.safeParse(chosen);
  const cost = useRewardCost(query.success ? query.data : undefined);
  const form = useFiltersForm(filterSchema, chosen);
  const { errors } = form.formState;

  const figures = <Row extends SourceRow>(): Column<Row>[] => [
    { key: 'count', header: t('rewards.cost.count'), kind: 'num', render: (row) => row.count },
    { key: 'amount', header: t('rewards.cost.amount'), kind: 'num', render: (row) => row.amount },
    { key: 'points', header: t('rewards.cost.points'), kind: 'num', render: (row) => row.points },
    { key: 'tickets', header: t('rewards.cost.tickets'), kind: 'num', render: (row) => row.tickets },
  ];
  const source = (row: SourceRow) => t(`rewards.sources.${row.source}`);
  const sourceColumns: Column<SourceRow>[] = [
    { key: 'source', header: t('rewards.cost.source'), render: source },
    ...figures<SourceRow>(),
  ];
  const activityColumns: Column<ActivityRow>[] = [
    { key: 'source', header: t('rewards.cost.source'), render: source },
    { key: 'activity', header: t('rewards.cost.activity'), kind: 'nowrap', render: (row) => row.activity },
    ...figures<ActivityRow>(),
  ];
  const data = cost.data;
  const footer =
    data === undefined
      ? undefined
      : {
          source: t('rewards.cost.total'),
          count: data.total.count,
          amount: data.total.amount,
          points: data.total.points,
          tickets: data.bySource.reduce((sum, row) => sum + row.tickets, 0),
        };

  return (
    <>
      <PageHeader title={t('rewards.cost.title')} description={t('rewards.cost.description')} />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('rewards.cost.filters')}
        empty={initial}
        onSearch={list.setFilters}
      >
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('rewards.cost.startDate')}
          endLabel={t('rewards.cost.endDate')}
        />
      </FiltersForm>
      {cost.isError && <FormAlert message={errorText(cost.error, t)} />}
      <h2 className="reward-cost__heading">{t('rewards.cost.bySource')}</h2>
      <DataTable
        caption={t('rewards.cost.bySource')}
        columns={sourceColumns}
        rows={data?.bySource ?? []}
        rowKey={(row) => row.source}
        isLoading={cost.isPending && query.success}
        emptyText={t('rewards.cost.empty')}
        footer={footer}
      />
      <h2 className="reward-cost__heading">{t('rewards.cost.byActivity')}</h2>
      <DataTable
        caption={t('rewards.cost.byActivity')}
        columns={activityColumns}
        rows={data?.byActivity ?? []}
        rowKey={(row) => `${row.source}-${row.activity}`}
        isLoading={cost.isPending && query.success}
        emptyText={t('rewards.cost.empty')}
        footer={footer}
      />
    </>
  );
}
