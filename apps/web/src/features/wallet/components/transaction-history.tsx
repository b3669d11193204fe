import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  TRANSACTION_RANGE_MAX_DAYS,
  TRANSACTION_TYPES,
  transactionQuerySchema,
  type Language,
  type TransactionRow,
  type TransactionType,
} from '@platform/contract';
import { SelectField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import {
  pageFromParams,
  rangeFromParams,
  refineDateRange,
  type DateRange,
} from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useTransactions, type TransactionFilters } from '../api/get-transactions.ts';

/** The window a first visit shows: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

const isTransactionType = (value: string | null): value is TransactionType =>
  (TRANSACTION_TYPES as readonly (string | null)[]).includes(value);

/** The contract's history query rules plus the 90-day limit and "not after today". */
const buildFilterSchema = (today: string, language: Language) =>
  z
    .object({
      type: z.union([z.literal(''), z.enum(TRANSACTION_TYPES)]),
      startDate: transactionQuerySchema.shape.startDate,
      endDate: transactionQuerySchema.shape.endDate,
    })
    .superRefine(refineDateRange(today, TRANSACTION_RANGE_MAX_DAYS, language));
type FilterValues = z.input<ReturnType<typeof buildFilterSchema>>;

/** Filters and page live in the address, so a reload or the back button shows the same rows. */
const useHistoryParams = (today: string) => {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filters: TransactionFilters = {
    type: isTransactionType(type) ? type : undefined,
    ...rangeFromParams(params, today, { maxDays: TRANSACTION_RANGE_MAX_DAYS, defaultDays: DEFAULT_DAYS }),
    pageNum: pageFromParams(params),
  };
  const write = (next: TransactionFilters) => {
    const query = new URLSearchParams({ startDate: next.startDate, endDate: next.endDate });
    if (next.type !== undefined) query.set('type', next.type);
    if (next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };
  return { filters, write };
};

/** Transaction history (spec: transactionHistory): every row is one ledger transfer. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, write } = useHistoryParams(today);
  const history = useTransactions(filters, { enabled: true });
  const schema = useMemo(() => buildFilterSchema(today, language), [today, language]);
  const form = useForm<FilterValues>({
    resolver: useContractResolver(schema),
    // The presets and the address change the window: the inputs follow.
    values: { type: filters.type ?? '', startDate: filters.startDate, endDate: filters.endDate },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    write({
      type: values.type === '' ? undefined : values.type,
      startDate: values.startDate,
      endDate: values.endDate,
      pageNum: 1,
    });
  });

  const moveWindow = (range: DateRange) => write({ ...filters, ...range, pageNum: 1 });

  const typeOptions = [
    { value: '', label: t('history.allTypes') },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`history.types.${type}`) })),
  ];

  const columns: Column<TransactionRow>[] = [
    { key: 'transferId', header: t('history.transferId'), kind: 'nowrap', render: (row) => row.transferId },
    { key: 'type', header: t('history.type'), render: (row) => t(`history.types.${row.type}`) },
    {
      key: 'amount',
      header: t('history.amount'),
      kind: 'num',
      render: (row) => <Money amount={row.amount} isSigned />,
    },
    {
      key: 'balanceAfter',
      header: t('history.balanceAfter'),
      kind: 'num',
      render: (row) => (row.balanceAfter === null ? '—' : <Money amount={row.balanceAfter} />),
    },
    { key: 'orderNo', header: t('history.orderNo'), kind: 'nowrap', render: (row) => row.orderNo ?? '—' },
    { key: 'createdAt', header: t('history.time'), kind: 'nowrap', render: (row) => row.createdAt },
  ];

  const page = history.data;
  return (
    <div className="history">
      <form className="history__filters" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SelectField label={t('history.type')} options={typeOptions} {...form.register('type')} />
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('dateRange.startDate')}
          endLabel={t('dateRange.endDate')}
        />
        <Button type="submit" className="history__search">
          {t('history.search')}
        </Button>
      </form>
      <DateRangePresets range={filters} today={today} onChange={moveWindow} />
      <dl className="totals" aria-label={t('history.totals')}>
        <div className="totals__item">
          <dt>{t('history.totalIn')}</dt>
          <dd>{page === undefined ? '—' : <Money amount={page.totals.in} />}</dd>
        </div>
        <div className="totals__item">
          <dt>{t('history.totalOut')}</dt>
          <dd>{page === undefined ? '—' : <Money amount={page.totals.out} />}</dd>
        </div>
        <div className="totals__item">
          <dt>{t('history.totalNet')}</dt>
          <dd>{page === undefined ? '—' : <Money amount={page.totals.net} isSigned />}</dd>
        </div>
      </dl>
      {history.isError && <p className="card__note">{t('errors.loadFailed')}</p>}
      <DataTable
        caption={t('history.title')}
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(row) => row.transferId}
        isLoading={history.isPending}
        emptyText={t('history.empty')}
      />
      {page !== undefined && page.totalPages > 1 && (
        <Pagination
          pageNum={filters.pageNum}
          total={page.total}
          totalPages={page.totalPages}
          onChange={(pageNum) => write({ ...filters, pageNum })}
        />
      )}
    </div>
  );
}
