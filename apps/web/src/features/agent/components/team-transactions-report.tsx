import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  TEAM_SCOPES,
  TEAM_TRANSACTION_RANGE_MAX_DAYS,
  TEAM_TRANSACTION_STATUSES,
  TEAM_TRANSACTION_TYPES,
  teamTransactionQuerySchema,
  type Language,
  type TeamTransaction,
  type TeamTransactionStatus,
  type TeamTransactionType,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import {
  oneOf,
  refineDateRange,
  typeRangeFields,
  useTypeRangeParams,
  type DateRange,
  type TypeRangeSpec,
} from '../../../shared/lib/date-range.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { DateRangePresets } from '../../../shared/ui/date-range-presets.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useTeamTransactions, type TeamTransactionFilters } from '../api/team-transactions-list.ts';
import './team-transactions.css';

/** The team filter: its types, the API's range limit, and a first visit's last 7 days. */
const TEAM_FILTER: TypeRangeSpec<TeamTransactionType> = {
  types: TEAM_TRANSACTION_TYPES,
  maxDays: TEAM_TRANSACTION_RANGE_MAX_DAYS,
  defaultDays: 7,
  // Every type is said out loud: a missing type asks for the default one.
  allTypes: 'ALL',
};
/** A first visit asks for deposits: the spec needs a username or a type. */
const DEFAULT_TYPE: TeamTransactionType = 'DEPOSIT';

const STATUS_TONE: Record<TeamTransactionStatus, BadgeTone> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  FAILED: 'danger',
};
/** Money leaving the downline shows as out, arriving as in. */
const isOutgoing = (type: TeamTransactionType) => type === 'WITHDRAWAL' || type === 'TRANSFER_OUT';

/** The contract's query rules, the range limit, "not after today" and the spec's username-or-type rule. */
const buildFilterSchema = (today: string, language: Language, usernameOrType: string) =>
  z
    .object({
      ...typeRangeFields(TEAM_FILTER),
      scope: z.enum(TEAM_SCOPES),
      status: z.union([z.literal(''), z.enum(TEAM_TRANSACTION_STATUSES)]),
      username: z.union([z.literal(''), teamTransactionQuerySchema.shape.username.unwrap()]),
    })
    .superRefine(refineDateRange(today, TEAM_FILTER.maxDays, language))
    .superRefine((values, context) => {
      if (values.username.trim() === '' && values.type === '') {
        context.addIssue({ code: 'custom', path: ['username'], message: usernameOrType });
      }
    });
type FilterValues = z.input<ReturnType<typeof buildFilterSchema>>;

/** Filters and page live in the address, so a reload or the back button shows the same rows. */
const useTransactionParams = (today: string) => {
  const { params, filters: filter, pageNum, write } = useTypeRangeParams(TEAM_FILTER, today);
  const username = params.get('username')?.trim() || undefined;
  const filters: TeamTransactionFilters = {
    ...filter,
    scope: oneOf(TEAM_SCOPES, params.get('scope')) ?? 'ALL',
    username,
    // Without a username a type is needed: the default one.
    type: filter.type ?? (username === undefined ? DEFAULT_TYPE : undefined),
    status: oneOf(TEAM_TRANSACTION_STATUSES, params.get('status')),
    pageNum,
  };
  const writeFilters = (next: TeamTransactionFilters) =>
    write(next, {
      pageNum: next.pageNum,
      extra: {
        scope: next.scope === 'ALL' ? undefined : next.scope,
        username: next.username,
        status: next.status,
      },
    });
  return { filters, write: writeFilters };
};

/** Team transactions (spec: agentDownlineTransactionDetailsCopy): the downlines' deposits, withdrawals and transfers. */
export function TeamTransactionsReport() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, write } = useTransactionParams(today);
  const transactions = useTeamTransactions(filters);
  const usernameOrType = t('teamTransactions.usernameOrType');
  const schema = useMemo(
    () => buildFilterSchema(today, language, usernameOrType),
    [today, language, usernameOrType],
  );
  const form = useForm<FilterValues>({
    resolver: useContractResolver(schema),
    values: {
      scope: filters.scope,
      type: filters.type ?? '',
      status: filters.status ?? '',
      username: filters.username ?? '',
      startDate: filters.startDate,
      endDate: filters.endDate,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    write({
      scope: values.scope,
      type: values.type === '' ? undefined : values.type,
      status: values.status === '' ? undefined : values.status,
      username: values.username.trim() === '' ? undefined : values.username.trim(),
      startDate: values.startDate,
      endDate: values.endDate,
      pageNum: 1,
    }),
  );
  const moveWindow = (range: DateRange) => write({ ...filters, ...range, pageNum: 1 });

  const columns: Column<TeamTransaction>[] = [
    {
      key: 'time',
      header: t('teamTransactions.columns.time'),
      kind: 'nowrap',
      render: (row) => row.createdAt,
    },
    {
      key: 'username',
      header: t('teamTransactions.columns.username'),
      kind: 'nowrap',
      render: (row) => (
        <span className="team-tx__member">
          <strong>{row.username}</strong>
          <span className="team-tx__level">
            {row.level === 1
              ? t('teamTransactions.direct')
              : t('teamTransactions.level', { level: row.level })}
          </span>
        </span>
      ),
    },
    {
      key: 'type',
      header: t('teamTransactions.columns.type'),
      kind: 'nowrap',
      render: (row) => (
        <span className={`team-tx__type team-tx__type--${isOutgoing(row.type) ? 'out' : 'in'}`}>
          {t(`teamTransactions.types.${row.type}`)}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('teamTransactions.columns.amount'),
      kind: 'num',
      // Only money that moved carries a sign: a pending or failed order shows its amount plainly.
      render: (row) =>
        row.status === 'SUCCESS' ? (
          <Money amount={isOutgoing(row.type) ? `-${row.amount}` : row.amount} isSigned />
        ) : (
          <Money amount={row.amount} className="amount--pending" />
        ),
    },
    {
      key: 'status',
      header: t('teamTransactions.columns.status'),
      kind: 'nowrap',
      render: (row) => (
        <Badge tone={STATUS_TONE[row.status]}>{t(`teamTransactions.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      key: 'counterparty',
      header: t('teamTransactions.columns.counterparty'),
      kind: 'nowrap',
      render: (row) => row.counterparty ?? '—',
    },
    {
      key: 'orderNo',
      header: t('teamTransactions.columns.orderNo'),
      kind: 'nowrap',
      render: (row) => <span className="team-tx__no">{row.orderNo}</span>,
    },
  ];

  const page = transactions.data;
  return (
    <div className="page team-tx">
      <header className="page__header">
        <h1 className="page__title">{t('teamTransactions.title')}</h1>
        <p className="page__subtitle">{t('teamTransactions.lead')}</p>
      </header>
      <section className="card team-tx__card">
        <form
          className="team-tx__filters"
          role="search"
          aria-label={t('teamTransactions.filters')}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label={t('teamTransactions.username')}
            maxLength={64}
            autoComplete="off"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <SelectField
            label={t('teamTransactions.type')}
            options={[
              { value: '', label: t('teamTransactions.allTypes') },
              ...TEAM_TRANSACTION_TYPES.map((type) => ({
                value: type,
                label: t(`teamTransactions.types.${type}`),
              })),
            ]}
            {...form.register('type')}
          />
          <SelectField
            label={t('teamTransactions.status')}
            options={[
              { value: '', label: t('teamTransactions.allStatuses') },
              ...TEAM_TRANSACTION_STATUSES.map((status) => ({
                value: status,
                label: t(`teamTransactions.statuses.${status}`),
              })),
            ]}
            {...form.register('status')}
          />
          <SelectField
            label={t('teamTransactions.scope')}
            options={TEAM_SCOPES.map((scope) => ({
              value: scope,
              label: t(`teamTransactions.scopes.${scope}`),
            }))}
            {...form.register('scope')}
          />
          <DateRangeFields
            today={today}
            start={form.register('startDate')}
            end={form.register('endDate')}
            errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
            startLabel={t('dateRange.startDate')}
            endLabel={t('dateRange.endDate')}
          />
          <Button type="submit" className="team-tx__search">
            {t('teamTransactions.search')}
          </Button>
        </form>
        <DateRangePresets range={filters} today={today} onChange={moveWindow} />
      </section>
      {page === undefined ? (
        <PageStatus
          error={transactions.error}
          message={transactions.error?.message ?? t('errors.loadFailed')}
          onRetry={() => void transactions.refetch()}
        />
      ) : (
        <>
          <dl className="team-tx__totals" aria-label={t('teamTransactions.totals')}>
            {page.totals.map((row) => (
              <div
                key={row.type}
                className={`team-tx__total team-tx__total--${isOutgoing(row.type) ? 'out' : 'in'}`}
              >
                <dt>{t(`teamTransactions.types.${row.type}`)}</dt>
                <dd>
                  <Money amount={row.amount} />
                  <span className="team-tx__count">{t('teamTransactions.count', { count: row.count })}</span>
                </dd>
              </div>
            ))}
          </dl>
          <section className="card">
            <DataTable
              caption={t('teamTransactions.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(row) => `${row.type} ${row.orderNo}`}
              isLoading={transactions.isFetching}
              emptyText={t('teamTransactions.empty')}
            />
            {page.totalPages > 1 && (
              <Pagination
                pageNum={filters.pageNum}
                total={page.total}
                totalPages={page.totalPages}
                onChange={(pageNum) => write({ ...filters, pageNum })}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
