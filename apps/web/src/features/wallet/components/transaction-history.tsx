import { useTranslation } from 'react-i18next';
import {
  TRANSACTION_RANGE_MAX_DAYS,
  TRANSACTION_TYPES,
  type TransactionRow,
  type TransactionType,
} from '@platform/contract';
import { SelectField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { useTypeRangeFilter, type TypeRangeSpec } from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useTransactions, type TransactionFilters } from '../api/get-transactions.ts';

/** The history filter: its types, the API's 90-day limit, and a first visit's last 7 days. */
const HISTORY_FILTER: TypeRangeSpec<TransactionType> = {
  types: TRANSACTION_TYPES,
  maxDays: TRANSACTION_RANGE_MAX_DAYS,
  defaultDays: 7,
};

/** Transaction history (spec: transactionHistory): every row is one ledger transfer. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const {
    filters: filter,
    pageNum,
    write,
    form,
    onSubmit,
    moveWindow,
  } = useTypeRangeFilter(HISTORY_FILTER, today);
  const filters: TransactionFilters = { ...filter, pageNum };
  const history = useTransactions(filters, { enabled: true });
  const { errors } = form.formState;

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
          onChange={(page) => write(filter, { pageNum: page })}
        />
      )}
    </div>
  );
}
