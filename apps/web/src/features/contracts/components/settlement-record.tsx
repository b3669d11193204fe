import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  SETTLEMENT_STATUSES,
  dateQuery,
  type ContractKind,
  type Settlement,
  type SettlementStatus,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { addDays, todayIn } from '../../../shared/lib/dates.ts';
import { refineDateRange } from '../../../shared/lib/date-range.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useSettlements } from '../api/contracts.ts';
import { rateText } from '../lib/figures.ts';
import { periodLabel } from '../lib/periods.ts';
import { SettlementStatusBadge } from './badges.tsx';
import { SettlementDialog } from './settlement-dialog.tsx';

/** The settlement list answers at most 93 days (the endpoint's `rangeTooLong`). */
const RANGE_MAX_DAYS = 93;
const DEFAULT_DAYS = 30;
const PAGE_SIZE = 20;

interface Filters {
  status: SettlementStatus | '';
  startDate: string;
  endDate: string;
}

const buildFilterSchema = (today: string, language: ReturnType<typeof useLanguage>) =>
  z
    .object({
      status: z.union([z.literal(''), z.enum(SETTLEMENT_STATUSES)]),
      startDate: dateQuery,
      endDate: dateQuery,
    })
    .superRefine(refineDateRange(today, RANGE_MAX_DAYS, language));

/**
 * The record of a kind (dividend record, salary record): the caller's settled periods with their
 * status and amount, the figures behind each in its details.
 */
export function SettlementRecord({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const [filters, setFilters] = useState<Filters>({
    status: '',
    startDate: addDays(today, 1 - DEFAULT_DAYS),
    endDate: today,
  });
  const [pageNum, setPageNum] = useState(1);
  const [opened, setOpened] = useState<Settlement | null>(null);
  const schema = useMemo(() => buildFilterSchema(today, language), [today, language]);
  const form = useForm<Filters>({ resolver: useContractResolver(schema), values: filters });
  const { errors } = form.formState;
  const apply = (next: Filters) => {
    setFilters(next);
    setPageNum(1);
  };
  const settlements = useSettlements({
    kind,
    startDate: filters.startDate,
    endDate: filters.endDate,
    pageNum,
    pageSize: PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
  });

  const columns: Column<Settlement>[] = [
    {
      key: 'period',
      header: t('contracts.record.columns.period'),
      kind: 'nowrap',
      // The period opens the figures behind the amount.
      render: (s) => (
        <button
          type="button"
          className="contracts__period table__link"
          aria-label={`${t('contracts.record.details')} ${periodLabel(s.periodStart, s.periodEnd)}`}
          onClick={() => setOpened(s)}
        >
          {periodLabel(s.periodStart, s.periodEnd)}
        </button>
      ),
    },
    {
      key: 'product',
      header: t('contracts.record.columns.product'),
      kind: 'nowrap',
      render: (s) => t(`contracts.products.${s.product}`),
    },
    {
      key: 'teamValidBet',
      header: t('contracts.record.columns.teamValidBet'),
      kind: 'num',
      render: (s) => <Money amount={s.figures.teamValidBet} />,
    },
    kind === 'DIVIDEND'
      ? {
          key: 'teamNetLoss',
          header: t('contracts.record.columns.teamNetLoss'),
          kind: 'num',
          render: (s) => <Money amount={s.figures.teamNetLoss} isSigned />,
        }
      : {
          key: 'activeMembers',
          header: t('contracts.record.columns.activeMembers'),
          kind: 'num',
          render: (s) => s.figures.activeMembers,
        },
    {
      key: 'rate',
      header: t('contracts.record.columns.rate'),
      kind: 'num',
      render: (s) => rateText(s, t),
    },
    {
      key: 'teamAmount',
      header: t('contracts.record.columns.teamAmount'),
      kind: 'num',
      render: (s) => <Money amount={s.figures.teamAmount} />,
    },
    {
      key: 'downlineAmount',
      header: t('contracts.record.columns.downlineAmount'),
      kind: 'num',
      render: (s) => <Money amount={s.figures.downlineAmount} />,
    },
    {
      key: 'amount',
      header: t('contracts.record.columns.amount'),
      kind: 'num',
      render: (s) => <Money className="contracts__amount" amount={s.amount} />,
    },
    {
      key: 'status',
      header: t('contracts.record.columns.status'),
      kind: 'nowrap',
      render: (s) => <SettlementStatusBadge status={s.status} />,
    },
  ];

  const page = settlements.data;
  return (
    <section className="card contracts__record" aria-label={t('contracts.record.caption')}>
      <form
        className="contracts__filters"
        role="search"
        noValidate
        onSubmit={(event) => void form.handleSubmit(apply)(event)}
      >
        <SelectField
          label={t('contracts.record.status')}
          options={[
            { value: '', label: t('contracts.record.anyStatus') },
            ...SETTLEMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`contracts.record.statuses.${status}`),
            })),
          ]}
          {...form.register('status')}
        />
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('dateRange.startDate')}
          endLabel={t('dateRange.endDate')}
        />
        <Button type="submit" variant="secondary">
          {t('contracts.record.search')}
        </Button>
      </form>
      <DateRangePresets range={filters} today={today} onChange={(range) => apply({ ...filters, ...range })} />
      {page === undefined ? (
        <PageStatus
          error={settlements.error}
          message={t('errors.loadFailed')}
          onRetry={() => void settlements.refetch()}
        />
      ) : (
        <>
          <p className="contracts__total">
            <span>{t('contracts.record.total')}</span>
            <Money amount={page.amount} />
          </p>
          <DataTable
            caption={t('contracts.record.caption')}
            columns={columns}
            rows={page.list}
            rowKey={(s) => s.id}
            isLoading={settlements.isFetching}
            emptyText={t('contracts.record.empty')}
          />
          <Pagination
            pageNum={pageNum}
            total={page.total}
            totalPages={page.totalPages}
            onChange={setPageNum}
          />
        </>
      )}
      {opened && <SettlementDialog settlement={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
